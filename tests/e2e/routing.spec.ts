import { expect, type Page, test } from '@playwright/test';
import { notFound } from '../../src/content/not-found.ts';
import { documentTitle } from '../../src/lib/page-route.ts';
import { openHydrated, routes } from './support';

/** The not-found page after a navigation inside the app: in the shell, titled, with focus on it as after any link. */
async function expectNotFoundInShell(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
  await expect(page).toHaveTitle(documentTitle(notFound.title));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
}

test('the not-found page links home, to products and to contact, and is not indexed', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
  await expect(page).toHaveTitle(documentTitle(notFound.title));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const main = page.getByRole('main');
  const [home, products] = notFound.links;
  await expect(main.getByRole('link', { name: home!.label })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: products!.label })).toHaveAttribute('href', /^\/product-and-solutions\//);
  await expect(main.getByRole('link', { name: notFound.cta.link.label })).toHaveAttribute('href', /^\/contact-us-and-support\//);
});

test('an unknown path reached inside the app renders the same not-found page', async ({ page }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectNotFoundInShell(page);
});

test('an unknown product is the not-found page: status 404 from the host, and inside the app from its loader', async ({ page }) => {
  const response = await page.goto('/product-and-solutions/solvara-tidal');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
  await openHydrated(page, '/product-and-solutions/pricing');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/product-and-solutions/solvara-tidal/features');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectNotFoundInShell(page);
});

test('an old address has a redirect page that forwards to its new page', async ({ page, request }) => {
  const response = await request.get('/contact', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/contact-us-and-support/general-inquiry">');
  expect(html).toContain('<link rel="canonical" href="https://solvara.example/contact-us-and-support/general-inquiry">');
  expect(html).toContain('<a href="/contact-us-and-support/general-inquiry">');

  const target = '/product-and-solutions/energy-management-system/features';
  await page.goto('/products/ems/features');
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.find((route) => route.path === target)!.heading);
});

test('dist/_redirects lists every old address', async ({ request }) => {
  const redirects = await (await request.get('/_redirects')).text();
  expect(redirects).toContain('/contact /contact-us-and-support/general-inquiry 301');
  expect(redirects).toContain('/request-demo /contact-us-and-support/general-inquiry 301');
  expect(redirects).toContain('/support/contact-support /contact-us-and-support/contact-support 301');
  expect(redirects).toContain('/products/market-intel/features /product-and-solutions/market-intelligence/features 301');
});

test('pages are served with a CSP that allows inline script only by hash', async ({ request }) => {
  const response = await request.get('/about-us/careers');
  const csp = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  // Besides the hashes, only WebAssembly for the site search (scripts/export/csp.ts): no 'unsafe-inline' or 'unsafe-eval'.
  expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const html = await response.text();
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
});
