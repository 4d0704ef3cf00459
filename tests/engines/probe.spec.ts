import { expect, test } from './support/fixtures.ts';

// The engines' specs pass when the probe (support/page-probe.ts) records nothing; this holds it to seeing each kind
// of fault in both engines, so a probe that stopped looking cannot pass them.

test('the probe records console errors, uncaught errors, failed loads and what the policy blocks', async ({ page }) => {
  await page.goto('/');
  expect(await page.errors()).toEqual([]);
  expect(await page.cspViolations()).toEqual([]);
  await page.evaluate(() => {
    console.error('logged by the test');
    setTimeout(() => {
      throw new Error('thrown by the test');
    });
    const picture = document.createElement('img');
    picture.src = '/no-such-picture.png';
    document.body.append(picture);
    // An inline script the policy has no hash for.
    const script = document.createElement('script');
    script.textContent = 'window.ranInline = true';
    document.body.append(script);
  });
  await expect.poll(() => page.errors()).toEqual([
    expect.stringContaining('console.error: logged by the test'),
    expect.stringContaining('thrown by the test'),
    expect.stringMatching(/failed to load: <img> .*\/no-such-picture\.png/),
  ]);
  // Once or twice: the header's policy and the <meta> one are the same, and each may report it.
  const violations = await page.cspViolations();
  expect(violations.length).toBeGreaterThanOrEqual(1);
  for (const violation of violations) expect(violation).toMatch(/^script-src(-elem)? blocked inline/);
  expect(await page.evaluate(() => 'ranInline' in window)).toBe(false);
});
