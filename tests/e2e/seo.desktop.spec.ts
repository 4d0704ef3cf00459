import { expect, type Page, test } from '@playwright/test';
import { faq as faqContent } from '../../src/content/faq.ts';
import { library } from '../../src/content/library.ts';
import { resources } from '../../src/content/resources.ts';
import { libraryFeedPath, libraryPath, resourcePath, type ResourceType } from '../../src/lib/resource-kinds.ts';
import { routes, siteContent } from './support';

const canonicalRoutes = routes.filter((route) => route.path === route.canonical);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** An element of a parsed XML document: its local name, attributes, child elements, and its text when it has none. */
interface XmlElement {
  name: string;
  namespace: string | null;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/**
 * `xml` parsed by the browser's own XML parser, which refuses a document that is not well-formed (an unescaped `&`, a
 * stray `<`, a character XML does not allow) as a feed reader would; the test fails with the parser's message.
 */
async function parseXml(page: Page, xml: string): Promise<XmlElement> {
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) return { error: error.textContent ?? 'not well-formed' };
    const tree = (element: Element): XmlElement => ({
      name: element.localName,
      namespace: element.namespaceURI,
      attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
      text: element.children.length > 0 ? '' : (element.textContent ?? ''),
      children: [...element.children].map(tree),
    });
    return { root: tree(doc.documentElement) };
  }, xml);
  if ('error' in parsed) throw new Error(`Not well-formed XML: ${parsed.error}`);
  return parsed.root;
}

const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);

/** The one child element named `name`; fails when there is none or more than one. */
function only(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  expect(found, `<${element.name}> has one <${name}>`).toHaveLength(1);
  return found[0]!;
}

/** The child <link> with this rel. */
const linkRel = (element: XmlElement, rel: string) => element.children.find((child) => child.name === 'link' && child.attributes.rel === rel);

/** Each library entry of the content: its canonical address and the date it last changed. */
const libraryEntries = resources.map((entry) => ({
  ...entry,
  url: `${siteContent.url}${resourcePath({ type: entry.type as ResourceType, slug: entry.slug })}`,
  lastChanged: entry.updated ?? entry.published,
}));

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

  test('the sitemap lists every canonical page with a last-modified date, a library entry with the day it last changed', async ({ page, request }) => {
    const sitemap = await parseXml(page, await (await request.get('/sitemap.xml')).text());
    const lastmod = new Map(childrenNamed(sitemap, 'url').map((url) => [only(url, 'loc').text, only(url, 'lastmod').text]));
    for (const { path } of canonicalRoutes) expect(lastmod.get(`${siteContent.url}${path}`), path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every entry is a canonical route, so it is listed above; its date is its own, not the build's.
    for (const entry of libraryEntries) expect(lastmod.get(entry.url), entry.url).toBe(entry.lastChanged);
  });

  test('the library feed is well-formed Atom, served as Atom, with every entry of the content, newest first', async ({ page, request }) => {
    const response = await request.get(libraryFeedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = await parseXml(page, await response.text());
    expect(feed.name).toBe('feed');
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom');

    const self = `${siteContent.url}${libraryFeedPath}`;
    expect(only(feed, 'id').text).toBe(self);
    expect(only(feed, 'title').text).toBe(siteContent.feed.title);
    expect(linkRel(feed, 'self')?.attributes).toMatchObject({ href: self, type: 'application/atom+xml' });
    expect(linkRel(feed, 'alternate')?.attributes.href).toBe(`${siteContent.url}${libraryPath}`);
    expect(only(only(feed, 'author'), 'name').text).toBe(siteContent.legalName);
    const newest = libraryEntries.map((entry) => entry.lastChanged).sort().at(-1);
    expect(only(feed, 'updated').text).toBe(`${newest}T00:00:00Z`);

    const entries = childrenNamed(feed, 'entry');
    const newestFirst = [...libraryEntries].sort((a, b) => b.published.localeCompare(a.published) || a.url.localeCompare(b.url));
    expect(entries.map((entry) => only(entry, 'id').text)).toEqual(newestFirst.map((entry) => entry.url));
    for (const [index, entry] of entries.entries()) {
      const content = newestFirst[index]!;
      expect(only(entry, 'title').text, content.url).toBe(content.title);
      expect(only(entry, 'summary').text, content.url).toBe(content.summary);
      expect(only(entry, 'published').text, content.url).toBe(`${content.published}T00:00:00Z`);
      expect(only(entry, 'updated').text, content.url).toBe(`${content.lastChanged}T00:00:00Z`);
      expect(linkRel(entry, 'alternate')?.attributes.href, content.url).toBe(content.url);
      expect(only(entry, 'category').attributes, content.url).toMatchObject({ term: content.type, label: library.kinds[content.type as ResourceType].singular });
      expect((await request.get(new URL(content.url).pathname)).status(), content.url).toBe(200);
    }
  });

  test('every page, the not-found page too, links to the library feed by its own address and title', async ({ page, request }) => {
    const feed = await parseXml(page, await (await request.get(libraryFeedPath)).text());
    const expected = { href: linkRel(feed, 'self')!.attributes.href, title: only(feed, 'title').text };
    for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
      const html = await (await request.get(path)).text();
      const links = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'text/html');
        return [...doc.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) => ({
          href: link.getAttribute('href') ?? '',
          title: link.getAttribute('title'),
        }));
      }, html);
      expect(links.map(({ href, title }) => ({ href: new URL(href, siteContent.url).href, title })), path).toEqual([expected]);
    }
  });
});
