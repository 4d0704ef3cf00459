import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewedFiles, previewPage } from '../../src/admin/preview-pages.ts';
import { resources } from '../../src/content/resources.ts';
import { allPages, productEntries } from '../../src/lib/site-pages.ts';

const contentDir = path.join(import.meta.dirname, '..', '..', 'content');
const pages = Object.keys(allPages(await productEntries()));

describe("the page the content editor previews for each file", () => {
  it('is listed for every file at the top of content/, and for no other', () => {
    const files = readdirSync(contentDir).filter((name) => name.endsWith('.yaml')).map((name) => name.replace(/\.yaml$/, ''));
    expect([...previewedFiles].sort()).toEqual(files.sort());
  });

  it('is a page of the site, for every file that has one, every product and every research entry', () => {
    const previewed = [
      ...previewedFiles.map((name) => previewPage(name, null)),
      ...readdirSync(path.join(contentDir, 'products')).map((name) => previewPage(`products/${name.replace(/\.yaml$/, '')}`, null)),
      ...resources.map((entry) => previewPage(`resources/${entry.slug}`, entry)),
    ].filter((page): page is string => page !== null);
    expect(previewed.length).toBeGreaterThan(resources.length);
    expect(previewed.filter((page) => !pages.includes(page))).toEqual([]);
  });
});
