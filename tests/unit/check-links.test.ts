import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, formatBrokenLink } from '../../scripts/lib/check-links';

function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

describe('findBrokenLinks', () => {
  it('accepts links to built pages, files, redirect pages and existing anchors', () => {
    const dist = distWith({
      'index.html': '<a href="/about">About</a><a href="/about#team">Team</a><img src="/logo.svg"><a href="/contact">Old</a><a href="/docs/">Docs</a><a href="https://example.com/x">Out</a><a href="mailto:a@b.c">Mail</a><p id="top"></p><a href="#top">Top</a>',
      'about.html': '<h2 id="team">Team</h2><a href="/about/people">People</a>',
      'about/people.html': '<a href="/about#team">Back</a>',
      'contact.html': '<meta http-equiv="refresh" content="0; url=/about">',
      'docs/index.html': '<p>A folder index</p>',
      'logo.svg': '<svg></svg>',
    });
    expect(findBrokenLinks(dist)).toEqual([]);
  });

  it('names the page and the link for a missing page, file or anchor', () => {
    const dist = distWith({
      'index.html': '<a href="/nowhere">x</a><img src="/missing.png"><a href="/about#nope">y</a><a href="/about/">z</a>',
      'about.html': '<h2 id="team">Team</h2>',
    });
    // /about/ is served as /about only after a redirect: a link must use the page's own address.
    expect(findBrokenLinks(dist).map(formatBrokenLink)).toEqual([
      'dist/index.html: /nowhere (no such page or file in dist/)',
      'dist/index.html: /missing.png (no such page or file in dist/)',
      'dist/index.html: /about#nope (no element with id="nope" on about.html)',
      'dist/index.html: /about/ (no such page or file in dist/)',
    ]);
  });
});
