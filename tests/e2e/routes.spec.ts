import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeTags, collectErrors, openHydrated, openStill, routes, siteContent, slug } from './support';



for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    test('renders its heading, head and no console error, hydration warning or third-party request', async ({ page, baseURL }) => {
      const errors = collectErrors(page);
      const otherOrigins: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('data:') && new URL(request.url()).origin !== new URL(baseURL ?? '').origin) {
          otherOrigins.push(request.url());
        }
      });
      await openHydrated(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteContent.url}${route.canonical}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      expect(errors).toEqual([]);
      expect(otherOrigins).toEqual([]);
    });

    test('has no axe violations', async ({ page }) => {
      await openHydrated(page, route.path);
      const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('matches its screenshot', async ({ page }) => {
      await openStill(page, route.path);
      await expect(page).toHaveScreenshot(`${slug(route.path)}.png`, { fullPage: true });
    });
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} reads in full`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('contentinfo')).toContainText('©');
      await expect(page.getByRole('link', { name: /Help Center/ })).toHaveAttribute(
        'href',
        '/contact-us-and-support/contact-support',
      );
    });
  }
});
