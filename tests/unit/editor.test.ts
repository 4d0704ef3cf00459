import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_DIR, listArt } from '../../scripts/content/art';
import { listFiles } from '../../scripts/content/routes';
import { site } from '../../src/content/site.ts';
import { YamlLanguageServer, type Diagnostic } from './support/yaml-language-server';

// What an author sees in an editor with the YAML extension, from a fresh clone: yaml-language-server
// (the extension's engine, from npm) reads the real content files with nothing configured but the
// `# yaml-language-server: $schema=` first line of each file.

const root = path.join(import.meta.dirname, '..', '..');
const contentDir = path.join(root, 'content');
let server: YamlLanguageServer;

beforeAll(async () => {
  server = await YamlLanguageServer.start(root);
}, 30_000);

afterAll(async () => {
  await server?.stop();
});

interface Edit {
  file: string;
  text: string;
  /** Zero-based line of the edit. */
  line: number;
}

/** The file's text with the first line matching `pattern` rewritten by `replace`. */
async function editLine(name: string, pattern: RegExp, replace: (line: string) => string): Promise<Edit> {
  const file = path.join(contentDir, name);
  const lines = (await readFile(file, 'utf8')).split('\n');
  const line = lines.findIndex((text) => pattern.test(text));
  expect(line, `a line matching ${pattern} in content/${name}`).toBeGreaterThan(0);
  lines[line] = replace(lines[line] ?? '');
  return { file, text: lines.join('\n'), line };
}

function onLine(diagnostics: Diagnostic[], line: number): string[] {
  return diagnostics.filter((diagnostic) => diagnostic.range.start.line === line).map((diagnostic) => diagnostic.message);
}

describe('the YAML editor (yaml-language-server) on the real content files', () => {
  it('validates every content file clean', async () => {
    // The top-level files and the entries of the products collection.
    const names = (await listFiles(contentDir)).filter((name) => /^(products\/)?[^/]+\.yaml$/.test(name));
    expect(names.length).toBeGreaterThan(5);
    expect(names).toContain('products/market-intelligence.yaml');
    for (const name of names) {
      const diagnostics = await server.diagnose(path.join(contentDir, name));
      expect(diagnostics.map((diagnostic) => `${name}:${diagnostic.range.start.line + 1} ${diagnostic.message}`)).toEqual([]);
    }
  }, 60_000);

  it('underlines a mistyped internal link on its line, listing the pages', async () => {
    const edit = await editLine('navigation.yaml', /^\s*href: \/[a-z]/, (line) => line.replace(/href: \/([a-z])/, 'href: /$1x'));
    const messages = onLine(await server.diagnose(edit.file, edit.text), edit.line);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Not a page of this site[.,].* \/, \/about-us\//);
    // The original text is clean again.
    expect(await server.diagnose(edit.file, await readFile(edit.file, 'utf8'))).toEqual([]);
  });

  it('accepts a page with a #fragment and an https link, and rejects an http one', async () => {
    const fragment = await editLine('home.yaml', /^\s*href: \/[a-z]/, (line) => line.replace(/href: \S+/, 'href: /#products'));
    expect(onLine(await server.diagnose(fragment.file, fragment.text), fragment.line)).toEqual([]);
    const insecure = await editLine('site.yaml', /: https:\/\//, (line) => line.replace('https://', 'http://'));
    expect(onLine(await server.diagnose(insecure.file, insecure.text), insecure.line).length).toBeGreaterThan(0);
    await server.diagnose(fragment.file, await readFile(fragment.file, 'utf8'));
    await server.diagnose(insecure.file, await readFile(insecure.file, 'utf8'));
  });

  it('underlines an image path that does not exist under public/ on its line', async () => {
    const edit = await editLine('home.yaml', /^\s*(src|icon|image): \/images\//, (line) => line.replace(/\/images\/\S+/, '/images/missing-picture.svg'));
    const messages = onLine(await server.diagnose(edit.file, edit.text), edit.line);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^No such file in public\/ or art\/\. Files: .*\/images\/logo\.svg/);
    await server.diagnose(edit.file, await readFile(edit.file, 'utf8'));
  });

  it('underlines a wrong type on its line', async () => {
    const edit = await editLine('milestones.yaml', /^initiallyShown: /, () => 'initiallyShown: three');
    const messages = onLine(await server.diagnose(edit.file, edit.text), edit.line);
    expect(messages).toEqual(['Incorrect type. Expected "integer".']);
    await server.diagnose(edit.file, await readFile(edit.file, 'utf8'));
  });

  it('offers the page addresses at a link value', async () => {
    const edit = await editLine('navigation.yaml', /^\s*href: \/[a-z]/, (line) => line.replace(/href: \S+/, 'href: '));
    await server.diagnose(edit.file, edit.text);
    const labels = (await server.complete(edit.file, edit.line, (edit.text.split('\n')[edit.line] ?? '').length)).map((item) => item.label);
    // Every page: the file routes, with each product's pages from content/products/ in place of the parameter route.
    const pages = [...new Set(['/', '/about-us/careers', '/product-and-solutions/market-intelligence/features'])];
    expect(labels).toEqual(expect.arrayContaining(pages));
    expect(labels.some((label) => label.includes('$'))).toBe(false);
    await server.diagnose(edit.file, await readFile(edit.file, 'utf8'));
  });

  it('offers the files under public/ and the drawings in art/ at an image value', async () => {
    const edit = await editLine('home.yaml', /^\s*src: \/images\//, (line) => line.replace(/src: \S+/, 'src: '));
    await server.diagnose(edit.file, edit.text);
    // What choosing an item writes: the server shortens a long path in the list it shows.
    const labels = (await server.complete(edit.file, edit.line, (edit.text.split('\n')[edit.line] ?? '').length)).map((item) => item.insertText ?? item.label);
    const files = [...(await listFiles(path.join(root, 'public'))).map((file) => `/${file}`), ...(await listArt(path.join(root, ART_DIR))).drawings];
    expect(labels).toEqual(expect.arrayContaining(files));
    expect(labels).not.toContain('/about-us/careers');
    await server.diagnose(edit.file, await readFile(edit.file, 'utf8'));
  });

  it('offers the ids at a field that names an entry of another file, and underlines one that does not exist', async () => {
    const offices = site.offices.map((office) => office.id);
    expect(offices.length).toBeGreaterThan(1);
    const empty = await editLine('forms.yaml', /^  office: /, () => '  office: ');
    await server.diagnose(empty.file, empty.text);
    const labels = (await server.complete(empty.file, empty.line, '  office: '.length)).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(offices));
    const wrong = await editLine('forms.yaml', /^  office: /, () => '  office: headquarter');
    const messages = onLine(await server.diagnose(wrong.file, wrong.text), wrong.line);
    expect(messages).toEqual([expect.stringMatching(/^Not an entry of \/offices in content\/site\.yaml\. Allowed: /)]);
    await server.diagnose(wrong.file, await readFile(wrong.file, 'utf8'));
  });

  it('checks a product file in content/products/ like any other: links, images, types and counts', async () => {
    const name = 'products/hydrogen-management-system.yaml';
    const link = await editLine(name, /^\s*href: \//, (line) => line.replace(/href: \S+/, 'href: /contact-us-and-support/general-inquiri'));
    expect(onLine(await server.diagnose(link.file, link.text), link.line)).toEqual([expect.stringMatching(/^Not a page of this site/)]);
    const image = await editLine(name, /^image: /, () => 'image: /images/product-hydrogen.png');
    expect(onLine(await server.diagnose(image.file, image.text), image.line)).toEqual([expect.stringMatching(/^No such file in public\//)]);
    const order = await editLine(name, /^order: /, () => 'order: third');
    expect(onLine(await server.diagnose(order.file, order.text), order.line)).toEqual(['Incorrect type. Expected "integer".']);
    const hover = await server.hover(order.file, order.line, 2);
    expect(hover).toMatch(/^#### Order\n\nWhere the product comes in every list of products/);
    expect(await server.diagnose(order.file, await readFile(order.file, 'utf8'))).toEqual([]);
  });

  it("heads a hover with the field's own name and shows its description", async () => {
    const file = path.join(contentDir, 'milestones.yaml');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const line = lines.findIndex((text) => text.startsWith('initiallyShown:'));
    await server.diagnose(file);
    const hover = await server.hover(file, line, 2);
    expect(hover).toMatch(/^#### Initially shown\n\nHow many milestones the milestones page shows/);
  });

  it('completes a whole-number field with its default (never below its minimum), not 0', async () => {
    const file = path.join(contentDir, 'milestones.yaml');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const line = lines.findIndex((text) => text.startsWith('initiallyShown:'));
    lines[line] = 'initia';
    const text = lines.join('\n');
    await server.diagnose(file, text);
    const items = await server.complete(file, line, 'initia'.length);
    const item = items.find((candidate) => candidate.label === 'initiallyShown');
    const schema = JSON.parse(await readFile(path.join(contentDir, 'schemas', 'milestones.schema.json'), 'utf8')) as {
      properties: { initiallyShown: { minimum: number; default: number } };
    };
    const { minimum, default: suggested } = schema.properties.initiallyShown;
    expect(suggested).toBeGreaterThanOrEqual(minimum);
    expect(suggested).toBeGreaterThan(0);
    const inserted = item?.insertText ?? item?.textEdit?.newText ?? '';
    expect(inserted.replace(/\$\{\d+:([^}]*)\}/g, '$1')).toBe(`initiallyShown: ${suggested}`);
    await server.diagnose(file, await readFile(file, 'utf8'));
  });
});
