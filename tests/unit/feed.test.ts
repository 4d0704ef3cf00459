import { describe, expect, it } from 'vitest';
import { atomDate, atomFeed, escapeXml, type Feed, type FeedEntry } from '../../scripts/export/feed';

const entry = (overrides: Partial<FeedEntry>): FeedEntry => ({
  path: '/research-and-resources/articles/an-article',
  title: 'An article',
  summary: 'What it says.',
  published: '2026-01-10',
  category: { term: 'article', label: 'Article' },
  authors: [],
  ...overrides,
});

const feed = (entries: FeedEntry[]): Feed => ({
  path: '/research-and-resources/feed.xml',
  alternate: '/research-and-resources',
  title: 'Research & resources',
  subtitle: 'The library.',
  author: { name: 'Solvara Energy AI Lab', uri: 'https://solvara.example/' },
  entries,
});

/** The text of each <name> element of `xml`, in order (the tests' own feeds have no nesting of one name). */
const texts = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);

describe('the library feed', () => {
  it('escapes what XML gives meaning to, in text and in double-quoted attributes', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;\'s&lt;/b&gt;');
    const xml = atomFeed('https://solvara.example', feed([entry({ title: 'Profit & <loss>', category: { term: 'article', label: 'A "quoted" type' } })]));
    expect(xml).toContain('<title>Profit &amp; &lt;loss&gt;</title>');
    expect(xml).toContain('label="A &quot;quoted&quot; type"');
    expect(xml).toContain('<title>Research &amp; resources</title>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('refuses a character no XML document may hold, rather than write a feed readers reject', () => {
    expect(() => escapeXml('bell\u0007')).toThrow(/U\+0007/);
    expect(() => escapeXml('half a pair \uD83D')).toThrow(/U\+D83D/);
    expect(escapeXml('tab\tnewline\n emoji 😀')).toBe('tab\tnewline\n emoji 😀');
  });

  it('writes dates as RFC 3339 date-times', () => {
    expect(atomDate('2026-03-17')).toBe('2026-03-17T00:00:00Z');
    expect(() => atomDate('17 March 2026')).toThrow();
  });

  it('lists the newest first, each updated at its update or else its publication, the feed at the newest of them', () => {
    const xml = atomFeed(
      'https://solvara.example',
      feed([
        entry({ path: '/r/old', title: 'Old, updated lately', published: '2025-01-01', updated: '2026-05-01' }),
        entry({ path: '/r/new', title: 'New', published: '2026-02-01' }),
        entry({ path: '/r/middle', title: 'Middle', published: '2025-06-01' }),
      ]),
    );
    expect(texts(xml, 'title').slice(1)).toEqual(['New', 'Middle', 'Old, updated lately']);
    expect(texts(xml, 'updated')).toEqual(['2026-05-01T00:00:00Z', '2026-02-01T00:00:00Z', '2025-06-01T00:00:00Z', '2026-05-01T00:00:00Z']);
    expect(texts(xml, 'published')).toEqual(['2026-02-01T00:00:00Z', '2025-06-01T00:00:00Z', '2025-01-01T00:00:00Z']);
  });

  it('gives each entry its address as id and link, its summary, its type as a category, and its signatories as authors', () => {
    const xml = atomFeed('https://solvara.example', feed([entry({ authors: ['Daniel Reyes', 'Mei-Lin Chen'] })]));
    const url = 'https://solvara.example/research-and-resources/articles/an-article';
    expect(texts(xml, 'id')).toEqual(['https://solvara.example/research-and-resources/feed.xml', url]);
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${url}"/>`);
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://solvara.example/research-and-resources/feed.xml"/>');
    expect(xml).toContain('<category term="article" label="Article" scheme="https://solvara.example/research-and-resources"/>');
    expect(texts(xml, 'summary')).toEqual(['What it says.']);
    // The company's <name>, then the entry's people.
    expect(texts(xml, 'name')).toEqual(['Solvara Energy AI Lab', 'Daniel Reyes', 'Mei-Lin Chen']);
  });

  it('refuses to write a feed with nothing in it', () => {
    expect(() => atomFeed('https://solvara.example', feed([]))).toThrow(/no entries/);
  });
});
