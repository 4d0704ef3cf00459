import { expect, test } from '@playwright/test';
import { faq as faqContent } from '../../src/content/faq.ts';
import { routes, siteContent } from './support';

const canonicalRoutes = routes.filter((route) => route.path === route.canonical);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

// Each page's own share card and structured data are checked by routes.spec.ts, on the page it loads for everything
// else; here what is the site's as a whole.
test.describe('sharing and search', () => {
  test('the FAQ page marks up its questions with their answers', async ({ page }) => {
    await page.goto('/contact-us-and-support/faqs');
    const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const faq = jsonLd.find((data) => data['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(faqContent.items.map((item) => item.question));
    for (const entry of faq.mainEntity) {
      await expect(page.getByRole('main').getByRole('button', { name: entry.name })).toBeVisible();
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });

  test('the aliases and the not-found page carry no FAQPage', async ({ request }) => {
    const others = [...routes.filter((route) => route.path !== route.canonical).map((route) => route.path), '/no-such-page'];
    for (const path of others) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('"@type":"Organization"');
      expect(html, path).not.toContain('"@type":"FAQPage"');
    }
  });

  test('the web manifest and its icons are served at their sizes', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; icons: Array<{ src: string; sizes: string; type: string }> };
    expect(manifest.name).toBe(siteContent.name);
    const pngIcons = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngIcons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    const appleTouch = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, size] of [...pngIcons.map((icon) => [icon.src, Number(icon.sizes.split('x')[0])] as const), [appleTouch!, 180] as const]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(pngSize(await response.body())).toEqual({ width: size, height: size });
    }
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
  });

  test('the sitemap lists every canonical page with a last-modified date', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { path } of canonicalRoutes) expect(xml).toContain(`<loc>${siteContent.url}${path}</loc><lastmod>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
