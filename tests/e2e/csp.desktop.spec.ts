import { expect, type Page, test } from '@playwright/test';
import { fakeEndpoint, fillValid, formCaseOf, forms, sentNotice, submitButton } from './support/forms';
import { openHydrated, representativeRoutes, routes } from './support';

// The policy is what these tests are about: enforced here, where the rest of the suite bypasses it (playwright.config.ts).
test.use({ bypassCSP: false });

// Desktop size (the mobile menu has its own test in csp.mobile.spec.ts). dist/ is served with the headers from _headers (scripts/lib/static-server.ts), so the header CSP and the <meta> CSP
// both apply. Every route is loaded and every widget on it used; no interaction may trip the policy.

const mapOrigin = new URL(forms.map.embed).origin;

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`));
  });
  // The map site, played by the test: the network here is closed, and what matters is that the policy lets it in.
  await page.route(`${mapOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }));
}

/** Waits until every frame a widget opened (the map) has loaded: a frame the policy blocked has reported it by then. */
async function framesLoaded(page: Page) {
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await frame.waitForLoadState('load');
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Presses every enabled, visible button in the main content once (not the forms' send buttons). */
async function pressEveryButton(page: Page) {
  const buttons = page.locator('main button:not([type="submit"])');
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    await button.click();
  }
}

/** Opens each header dropdown. */
async function useNavigation(page: Page) {
  const toggles = page.getByRole('banner').getByRole('navigation').getByRole('button');
  for (let index = 0; index < (await toggles.count()); index++) {
    await toggles.nth(index).click();
    await expect(toggles.nth(index)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
  }
}

test.describe('content security policy', () => {
  for (const { path } of representativeRoutes) {
    test(`${path}: loading it and using every widget trips no policy`, async ({ page }) => {
      await watchViolations(page);
      await openHydrated(page, path);
      await useNavigation(page);
      await pressEveryButton(page);
      await framesLoaded(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('every page allows no inline style but by hash, in its header and its <meta>', async ({ request }) => {
    for (const { path } of routes) {
      const response = await request.get(path);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
      for (const policy of [response.headers()['content-security-policy'], meta]) {
        const styleSrc = policy?.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('style-src'));
        expect(styleSrc, path).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
      }
    }
  });

  test('sending a form trips no policy', async ({ page }) => {
    await watchViolations(page);
    const { form, path } = formCaseOf('general-inquiry');
    await openHydrated(page, path);
    await fillValid(page, form);
    // The form posts to the site's own service (played by the test; the policy is checked before a request leaves).
    const posts = await fakeEndpoint(page, '**/api/forms', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }));
    await submitButton(page, form).click();
    await expect(sentNotice(page)).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
  });
});
