import { expect, test } from '@playwright/test';
import { forms, site } from './support/forms';
import { openHydrated } from './support';

const path = '/contact-us-and-support/contact-support';
const mapOrigin = new URL(forms.map.embed).origin;

test('the map is a picture with the address and a link; the frame loads only after the visitor asks', async ({ page, baseURL }) => {
  const otherOrigins: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== new URL(baseURL ?? '').origin) otherOrigins.push(url);
  });
  // The map site, played by the test: the frame's own content is not what is tested here.
  await page.route(`${mapOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>OpenStreetMap embed</p>' }),
  );
  await openHydrated(page, path);
  const section = page.getByRole('region', { name: forms.map.heading });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('img', { name: forms.map.image.alt })).toBeVisible();
  await expect(section).toContainText(site.offices[0]!.address[0]!);
  const open = section.getByRole('link', { name: new RegExp(forms.map.open.label) });
  await expect(open).toHaveAttribute('href', forms.map.open.href);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(section.locator('iframe')).toHaveCount(0);
  expect(otherOrigins).toEqual([]);

  await section.getByRole('button', { name: forms.map.show }).click();
  const frame = section.locator('iframe');
  await expect(frame).toHaveAttribute('src', forms.map.embed);
  await expect(frame).toHaveAttribute('title', forms.map.frameTitle);
  // Focus is on the map: the frame is the page's active element. (toBeFocused also asks whether the page's own
  // document has focus, which it does not once the frame's document, another site's process, has taken it.)
  await expect.poll(() => frame.evaluate((element) => element === document.activeElement)).toBe(true);
  // The CSP's frame-src allows the map's origin: the frame's document arrives.
  await expect(page.frameLocator('iframe').getByText('OpenStreetMap embed')).toBeVisible();
  expect(otherOrigins.every((url) => url.startsWith(mapOrigin))).toBe(true);
  expect(otherOrigins.length).toBeGreaterThan(0);
});

test('the served CSP allows frames from the map site and no other', async ({ request }) => {
  const response = await request.get(path);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`frame-src ${mapOrigin};`);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the picture, address and link remain, and the button that could not work is not shown', async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: forms.map.heading });
    await expect(section.getByRole('img', { name: forms.map.image.alt })).toBeVisible();
    await expect(section.getByRole('link', { name: new RegExp(forms.map.open.label) })).toBeVisible();
    await expect(section.getByRole('button', { name: forms.map.show })).toBeHidden();
  });
});
