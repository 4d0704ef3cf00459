/**
 * The research library's Atom feed (RFC 4287): every entry of content/resources/ with its address, title, summary,
 * dates and type, newest first, so that feed readers and other sites follow the library without visiting it.
 *
 * Written by hand rather than with a feed library: the feed is a dozen elements, every value in it is plain text from
 * content, and escaping plain text for XML is one function (`escapeXml`); a library would add a dependency and its
 * own choices (an RSS twin, generator tags) for nothing the site needs.
 */

export interface FeedEntry {
  /** The entry's page, e.g. /research-and-resources/articles/<file name>. */
  path: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD, when it last changed in substance; none when it has not since it was published. */
  updated?: string;
  /** Its type (`term`, e.g. model-card) and the type's name in the library (`label`, e.g. Model card). */
  category: { term: string; label: string };
  /** The people who signed it; none for an entry the company publishes unsigned. */
  authors: readonly string[];
}

export interface Feed {
  /** Where the feed is served, e.g. /research-and-resources/feed.xml. */
  path: string;
  /** The page the feed mirrors, e.g. /research-and-resources; also the scheme of its categories. */
  alternate: string;
  title: string;
  subtitle: string;
  /** Who publishes it: the company, with its home page. */
  author: { name: string; uri: string };
  entries: readonly FeedEntry[];
}

/** Characters XML 1.0 does not allow in a document at all, escaped or not: control characters and lone surrogates. */
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text made safe as an XML element's text or a double-quoted attribute's value. Throws on a character no XML document
 * may hold: a reader would reject the whole feed, so the build stops and names the text instead.
 */
export function escapeXml(text: string): string {
  const bad = notXml.exec(text);
  if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new Error(`The feed cannot hold the character U+${code} in: ${JSON.stringify(text.slice(0, 80))}`);
  }
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** A content date (YYYY-MM-DD) as an Atom date, which RFC 3339 requires to have a time and a zone: midnight UTC. */
export function atomDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return `${date}T00:00:00Z`;
}

const lastChanged = (entry: FeedEntry) => entry.updated ?? entry.published;

/** The feed's XML. `siteUrl` is the site's address without a trailing slash, e.g. https://solvara.example. */
export function atomFeed(siteUrl: string, feed: Feed): string {
  if (feed.entries.length === 0) throw new Error('The feed has no entries: content/resources/ is empty');
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  // Newest first, as the library lists them; a feed reader sorts by <updated> itself.
  const entries = [...feed.entries].sort((a, b) => b.published.localeCompare(a.published) || a.path.localeCompare(b.path));
  const updated = entries.map(lastChanged).reduce((newest, date) => (date > newest ? date : newest));
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const entryXml = (entry: FeedEntry) =>
    [
      '  <entry>',
      `    <id>${url(entry.path)}</id>`,
      `    ${element('title', entry.title)}`,
      `    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>`,
      `    <published>${atomDate(entry.published)}</published>`,
      `    <updated>${atomDate(lastChanged(entry))}</updated>`,
      ...entry.authors.map((name) => `    <author>${element('name', name)}</author>`),
      `    <category term="${escapeXml(entry.category.term)}" label="${escapeXml(entry.category.label)}" scheme="${url(feed.alternate)}"/>`,
      `    ${element('summary', entry.summary)}`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    // The feed's own address is its identity: it stays while the entries change.
    `  <id>${url(feed.path)}</id>`,
    `  ${element('title', feed.title)}`,
    `  ${element('subtitle', feed.subtitle)}`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feed.path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(feed.alternate)}"/>`,
    // The company is the author of every entry that no person signed (Atom requires one for each).
    `  <author>${element('name', feed.author.name)}<uri>${escapeXml(feed.author.uri)}</uri></author>`,
    ...entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
