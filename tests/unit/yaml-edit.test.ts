import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parse, parseDocument, type Node } from 'yaml';
import { editYaml } from '../../scripts/admin/yaml-edit.ts';
import { splitFrontMatter } from '../../scripts/content/markdown.ts';

const contentDir = path.join(import.meta.dirname, '..', '..', 'content');

/** Every content file's YAML: a whole file, or a Markdown entry's front matter. */
const contentYaml = [
  ...readdirSync(contentDir).filter((name) => name.endsWith('.yaml')),
  ...readdirSync(path.join(contentDir, 'products')).map((name) => `products/${name}`),
  ...readdirSync(path.join(contentDir, 'resources')).map((name) => `resources/${name}`),
].map((name) => {
  const text = readFileSync(path.join(contentDir, name), 'utf8');
  return { name, yaml: name.endsWith('.md') ? splitFrontMatter(text)!.frontMatter : text };
});

/** The data as the editor sends it back: through JSON. */
const asSent = (yaml: string) => JSON.parse(JSON.stringify(parse(yaml)));

/** The lines of `after` that are not in `before` at the same place from either end. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return b.slice(head, b.length - tail);
}

/** The first few texts of a file that sit on one line of their own: where they are in the data. */
function oneLineTexts(yaml: string, count: number): Array<Array<string | number>> {
  const found: Array<Array<string | number>> = [];
  const visit = (node: unknown, at: Array<string | number>) => {
    if (found.length >= count) return;
    if (isScalar(node) && typeof node.value === 'string' && node.type === 'PLAIN') found.push(at);
    if (isMap(node)) for (const pair of node.items) visit(pair.value, [...at, String((pair.key as Node & { value: unknown }).value)]);
    if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...at, index]));
  };
  visit(parseDocument(yaml).contents, []);
  return found;
}

function withValue(data: unknown, at: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[at[at.length - 1]!] = value;
  return copy;
}

describe('editYaml on every content file', () => {
  it.each(contentYaml)('$name saved unchanged is the same bytes', ({ yaml }) => {
    expect(editYaml(yaml, asSent(yaml))).toBe(yaml);
  });

  it.each(contentYaml)('$name: a changed text rewrites that one line, and the file reads as the new value', ({ yaml }) => {
    const texts = oneLineTexts(yaml, 4);
    expect(texts.length).toBeGreaterThan(0);
    for (const at of texts) {
      const next = withValue(asSent(yaml), at, 'A changed text, with: a colon');
      const saved = editYaml(yaml, next);
      expect(parse(saved), at.join('.')).toEqual(next);
      expect(changedLines(yaml, saved), at.join('.')).toHaveLength(1);
    }
  });
});

describe('editYaml', () => {
  const file = [
    '# yaml-language-server: $schema=./schemas/example.schema.json',
    'title: Hello   # a trailing comment',
    'summary: >-',
    '  A long folded text that the author',
    '  wrapped by hand at forty characters.',
    'items:',
    '  # the first item',
    '  - id: a',
    '    text: plain a',
    '  # the second item',
    '  - id: b',
    "    text: 'quoted b'",
    '',
    '  - id: c',
    '    text: c',
    'tags: [x, y]',
    'count: 3',
    '',
  ].join('\n');
  const data = parse(file);

  it('keeps the style a text was written in, and quotes a new value only where it must', () => {
    const saved = editYaml(file, { ...data, title: 'Bye', items: [data.items[0], { id: 'b', text: 'still quoted' }, data.items[2]] });
    expect(saved).toContain('title: Bye   # a trailing comment\n');
    expect(saved).toContain("    text: 'still quoted'\n");
    expect(editYaml(file, { ...data, title: 'Now: with a colon' })).toContain('title: "Now: with a colon"   # a trailing comment\n');
    expect(editYaml(file, { ...data, title: '42' })).toContain('title: "42"');
  });

  it('folds a changed folded text again at the width the author folded it', () => {
    const summary = 'A different folded text that is quite a bit longer than the first one was, to see it wrap.';
    const saved = editYaml(file, { ...data, summary });
    expect(parse(saved).summary).toBe(summary);
    const lines = saved.split('\n').slice(3, saved.split('\n').indexOf('items:'));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(38);
  });

  it('moves a reordered item with the comment above it, and keeps the blank line where it was', () => {
    const saved = editYaml(file, { ...data, items: [data.items[1], data.items[0], data.items[2]] });
    expect(saved).toBe(
      file.replace(
        "  # the first item\n  - id: a\n    text: plain a\n  # the second item\n  - id: b\n    text: 'quoted b'\n",
        "  # the second item\n  - id: b\n    text: 'quoted b'\n  # the first item\n  - id: a\n    text: plain a\n",
      ),
    );
  });

  it('adds an item at the list’s indentation and removes one with its comment', () => {
    const added = editYaml(file, { ...data, items: [...data.items, { id: 'd', text: 'new one' }] });
    expect(added).toBe(file.replace('    text: c\n', '    text: c\n  - id: d\n    text: new one\n'));
    const removed = editYaml(file, { ...data, items: [data.items[0], data.items[2]] });
    expect(removed).toBe(file.replace("  # the second item\n  - id: b\n    text: 'quoted b'\n", ''));
  });

  it('puts a new key after the key before it, and removes a key with its lines', () => {
    const { title, ...rest } = data;
    expect(editYaml(file, { title, subtitle: 'Sub', ...rest })).toBe(file.replace('comment\n', 'comment\nsubtitle: Sub\n'));
    const { summary: _summary, ...withoutSummary } = data;
    expect(editYaml(file, withoutSummary)).toBe(file.replace('summary: >-\n  A long folded text that the author\n  wrapped by hand at forty characters.\n', ''));
  });

  it('prints a list in brackets in brackets again', () => {
    expect(editYaml(file, { ...data, tags: ['x', 'y', 'z'] })).toBe(file.replace('tags: [x, y]', 'tags: [x, y, z]'));
  });
});
