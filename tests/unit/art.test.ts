import { createServer as createHttpServer } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { compileContent, formatContentError } from '../../scripts/content';
import { artPlugin } from '../../scripts/content/art-plugin.ts';
import { ART_DIR, fillArt, listArt, OTHER_BRANDS, restorePlaceholders, valuePattern, writeArt, type Colours } from '../../scripts/content/art.ts';
import { listFiles } from '../../scripts/content/routes.ts';
import { brandColours, palette, type PaletteName } from '../../src/styles/palette.ts';

// One place per brand colour: src/styles/palette.ts. The drawings in art/ name the palette's colours and are filled
// when the site is built, so a change of the palette must reach every file the site serves, and a brand colour
// written out anywhere else would be a second place that a change of the palette misses.

const root = path.join(import.meta.dirname, '..', '..');
const replacement = '#123456';
const dirs: string[] = [];
let server: ViteDevServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `art-${name}-`));
  dirs.push(dir);
  return dir;
}

/**
 * The text files the site serves from art/ and public/, by site path, as the build writes them with `colours`: the
 * drawings filled (the build's own step, writeArt), public/'s files as they are. The partners' logos are in their
 * own companies' colours and left out.
 */
async function servedFiles(colours: Colours): Promise<Map<string, string>> {
  const out = await tempDir('site');
  await writeArt(path.join(root, ART_DIR), out, colours);
  await cp(path.join(root, 'public'), out, { recursive: true });
  const files = new Map<string, string>();
  for (const file of await listFiles(out)) {
    const sitePath = `/${file}`;
    if (!sitePath.startsWith(OTHER_BRANDS) && /\.(svg|css|html|json|webmanifest|xml|txt)$/.test(file)) files.set(sitePath, await readFile(path.join(out, file), 'utf8'));
  }
  return files;
}

/** The colour of every placeholder in the drawings that starts from `name`: `{{name}}` and its shades. */
async function coloursDrawnFrom(name: PaletteName): Promise<string[]> {
  const expressions = new Set<string>();
  const artDir = path.join(root, ART_DIR);
  for (const sitePath of (await listArt(artDir)).drawings) {
    const template = await readFile(path.join(artDir, sitePath), 'utf8');
    for (const [expression] of template.matchAll(new RegExp(`\\{\\{[^{}]*\\b${name}\\b[^{}]*\\}\\}`, 'g'))) expressions.add(expression);
  }
  return [...expressions].map((expression) => fillArt(expression));
}

/** The site paths of the files in which `colour` is written, in any of its forms. */
function carrying(files: Map<string, string>, colour: string): string[] {
  return [...files].filter(([, text]) => valuePattern(colour).test(text)).map(([sitePath]) => sitePath);
}

describe('the brand colours', () => {
  it.each(Object.keys(brandColours) as PaletteName[])('a new %s in the palette reaches every file the site serves, and its old value and shades leave them', async (name) => {
    const before = await servedFiles(palette);
    const after = await servedFiles({ ...palette, [name]: replacement });
    const drawnFrom = await coloursDrawnFrom(name);
    for (const colour of [palette[name], ...drawnFrom]) expect(carrying(after, colour), `${name}: ${colour}`).toEqual([]);
    // Every file drawn with it, or with a shade of it, is drawn with the new one; the new value is where the old was.
    const drawnWithIt = [...new Set(drawnFrom.flatMap((colour) => carrying(before, colour)))];
    expect(drawnWithIt.filter((sitePath) => after.get(sitePath) === before.get(sitePath))).toEqual([]);
    expect(carrying(after, replacement)).toEqual(carrying(before, palette[name]));
  });

  it('the brand mark, which the app icons and share cards are drawn from, is in the palette\'s primary colour', async () => {
    expect(carrying(await servedFiles(palette), palette.primary)).toContain('/images/logo-mark.svg');
  });

  it('no code, drawing or content writes a brand colour outside src/styles/palette.ts', async () => {
    const found: string[] = [];
    const scanned = ['src', 'scripts', ART_DIR, 'public', 'design/images', 'content'];
    for (const dir of scanned) {
      for (const file of await listFiles(path.join(root, dir))) {
        const projectPath = `${dir}/${file}`;
        if (projectPath === 'src/styles/palette.ts' || `/${file}`.startsWith(OTHER_BRANDS) || !/\.(tsx?|css|svg|ya?ml|json|md|html)$/.test(file)) continue;
        const text = await readFile(path.join(root, projectPath), 'utf8');
        for (const [name, value] of Object.entries(brandColours)) {
          for (const match of text.matchAll(valuePattern(value))) found.push(`${projectPath}: ${match[0]} (${name})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('mixes a shade from a palette colour and a neutral, and puts placeholders back into a drawing made from a filled one', () => {
    const colours = { ...palette, primary: '#FF0000', accent: '#FFFFFF' };
    expect(fillArt('<rect fill="{{primary}}" stroke="{{primary + 25% #000000}}"/><circle fill="{{accent+50%primary}}"/>', colours)).toBe(
      '<rect fill="#FF0000" stroke="#BF0000"/><circle fill="#FF8080"/>',
    );
    const template = '<rect fill="{{primary}}" stroke="{{ primary + 25% #000000 }}"/><circle fill="{{accent}}"/>';
    const processed = fillArt(template, colours).toLowerCase().replace('#ffffff', '#fff');
    expect(restorePlaceholders(processed, template, colours)).toBe('<rect fill="{{primary}}" stroke="{{primary + 25% #000000}}"/><circle fill="{{accent}}"/>');
    expect(() => fillArt('<rect fill="{{primry}}"/>')).toThrow(/no colour named primry \(nearest: primary\)/);
  });
});

describe('the content check', () => {
  it('names a brand colour written out in art/ or public/, a placeholder the palette lacks, and a path both folders serve', async () => {
    const project = await tempDir('content');
    await cp(path.join(import.meta.dirname, '..', 'fixtures', 'content', 'base'), project, { recursive: true });
    await mkdir(path.join(project, ART_DIR, 'images'), { recursive: true });
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(palette.accent.slice(start, start + 2), 16));
    await writeFile(path.join(project, ART_DIR, 'images', 'logo.svg'), `<svg>\n<rect fill="${palette.primary.toLowerCase()}"/><rect fill="{{acent}}"/>\n</svg>\n`);
    await writeFile(path.join(project, ART_DIR, 'images', 'ana.svg'), '<svg><rect fill="{{primary}}"/></svg>\n');
    await writeFile(path.join(project, 'public', 'images', 'ben.svg'), `<svg><rect fill="rgb(${r}, ${g}, ${b})"/></svg>\n`);
    const { errors } = await compileContent({ root: project });
    expect(errors.map(formatContentError)).toEqual([
      'art/images/ana.svg:1:1 (file) public/images/ana.svg is served at /images/ana.svg too: keep one of the two',
      `art/images/logo.svg:2:13 (colour) ${palette.primary.toLowerCase()} is the brand colour primary written out: write {{primary}}, so it follows src/styles/palette.ts`,
      'art/images/logo.svg:2:35 (colour) {{acent}}: src/styles/palette.ts has no colour named acent (nearest: accent); it has ' + Object.keys(palette).join(', '),
      `public/images/ben.svg:1:18 (colour) rgb(${r}, ${g}, ${b}) is the brand colour accent written out: move this file to art/images/ben.svg and write {{accent}} there, so it follows src/styles/palette.ts`,
    ]);
  });
});

describe('the drawings where the site is served', () => {
  /** A project with one drawing in art/ and the smallest page that a build can start from. */
  async function drawingProject(): Promise<string> {
    const project = await tempDir('vite');
    await mkdir(path.join(project, ART_DIR, 'images'), { recursive: true });
    await writeFile(path.join(project, ART_DIR, 'images', 'mark.svg'), '<svg><rect fill="{{primary}}"/></svg>\n');
    await writeFile(path.join(project, 'index.html'), '<!doctype html><title>t</title>\n');
    return project;
  }

  it('npm run dev answers a drawing’s path with it filled from the palette', async () => {
    const project = await drawingProject();
    server = await createServer({ root: project, configFile: false, logLevel: 'silent', appType: 'custom', plugins: [artPlugin()], server: { middlewareMode: true } });
    const http = createHttpServer(server.middlewares);
    await new Promise<void>((resolve) => http.listen(0, resolve));
    try {
      const response = await fetch(`http://localhost:${(http.address() as AddressInfo).port}/images/mark.svg`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toBe(`<svg><rect fill="${palette.primary}"/></svg>\n`);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('the build writes every drawing, filled, into its output; the server build writes none', async () => {
    const project = await drawingProject();
    const options = { root: project, configFile: false as const, logLevel: 'silent' as const, plugins: [artPlugin()] };
    await build({ ...options, build: { outDir: 'out' } });
    expect(await readFile(path.join(project, 'out', 'images', 'mark.svg'), 'utf8')).toBe(`<svg><rect fill="${palette.primary}"/></svg>\n`);
    await writeFile(path.join(project, 'server.js'), 'export const page = 1;\n');
    await build({ ...options, build: { outDir: 'out-ssr', ssr: 'server.js' } });
    expect(await listFiles(path.join(project, 'out-ssr'))).not.toContain('images/mark.svg');
  });
});
