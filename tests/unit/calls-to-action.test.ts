import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Calls to action speak calmly: none of the site's buttons and links ends in an exclamation mark ("Contact us
// today!" shouted at every reader of a features page). Read from the YAML files themselves, so a new file or a new
// link is covered without a change here.

const contentDir = path.join(import.meta.dirname, '..', '..', 'content');

/** The content's YAML files, in content/ and its folders (the products' files), but not the schemas. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'schemas' ? [] : yamlFiles(file);
    return entry.name.endsWith('.yaml') ? [file] : [];
  });
}

/** Keys whose value is the label of a button or link with no `href` beside it (the page supplies the address). */
const labelKeys = new Set(['explore', 'backLink', 'submit']);

/** Every call to action of a parsed file, with where it is: a `label` beside an `href`, or a value of `labelKeys`. */
function callsToAction(value: unknown, at: string): Array<{ at: string; label: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => callsToAction(item, `${at}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.href === 'string' && typeof record.label === 'string' ? [{ at: `${at}/label`, label: record.label }] : [];
  const named = Object.entries(record).flatMap(([key, item]) => (labelKeys.has(key) && typeof item === 'string' ? [{ at: `${at}/${key}`, label: item }] : []));
  return [...own, ...named, ...Object.entries(record).flatMap(([key, item]) => callsToAction(item, `${at}/${key}`))];
}

const files = yamlFiles(contentDir);

describe('calls to action in content', () => {
  it('are found in the content files (the walk reads the files the site is built from)', () => {
    const found = files.flatMap((file) => callsToAction(parse(readFileSync(file, 'utf8')), ''));
    // The pricing page's two, three per product file at least, and the forms' three submit buttons.
    expect(found.length).toBeGreaterThan(20);
    expect(found.map(({ label }) => label)).toContain('Contact our sales team');
  });

  for (const file of files) {
    const name = path.relative(contentDir, file);
    it(`${name}: no button or link label ends in an exclamation mark`, () => {
      const shouting = callsToAction(parse(readFileSync(file, 'utf8')), '').filter(({ label }) => /!\s*$/.test(label));
      expect(shouting.map(({ at, label }) => `${at}: ${label}`)).toEqual([]);
    });
  }
});
