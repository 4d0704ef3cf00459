/**
 * The site's drawings in the brand's colours. An SVG in art/ is served at the path it would have in public/
 * (art/images/logo.svg is /images/logo.svg), with each placeholder filled from src/styles/palette.ts:
 *
 * - `{{primary}}`: the palette's colour of that name;
 * - `{{primary + 14% #10211B}}`: that colour with 14% of another mixed in (a palette name, or a neutral written as
 *   #RRGGBB), for the shaded side of something drawn in a brand colour.
 *
 * So a brand colour is written once, in the palette. The content check reports one written out as a value in art/
 * or public/, where a change of the palette would miss it. The drawings are filled when the dev server serves them
 * and when the build writes dist/ (art-plugin.ts): the filled files are never kept in the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brandColours, palette, type PaletteName } from '../../src/styles/palette.ts';
import type { ContentError } from './errors.ts';
import { OTHER_BRANDS, TEXT_FILE } from './inputs.ts';
import { listFiles, nearest } from './routes.ts';

export const ART_DIR = 'art';

/** A colour for every name of the palette: the palette itself, or another one to try a drawing in. */
export type Colours = Record<PaletteName, string>;

/**
 * Files in public/ drawn in other companies' colours (OTHER_BRANDS): the partners' logos. Their colours are theirs,
 * even where one equals a colour of ours, so the content check leaves them alone. TEXT_FILE: the files of public/
 * that could carry a colour. Both are defined with the list of the files the check reads (inputs.ts).
 */
export { OTHER_BRANDS };
const HEX = /^#[0-9A-Fa-f]{6}$/;
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const FORMS = 'write {{name}} or {{name + 14% #10211B}}, with a name from src/styles/palette.ts';

/** A place in a file that needs fixing: the offset of its first character. */
interface Problem {
  offset: number;
  message: string;
}

/** The site paths of the drawings in `artDir` (`/images/logo.svg`), and the files there that are not drawings. */
export async function listArt(artDir: string): Promise<{ drawings: string[]; others: string[] }> {
  const files = await listFiles(artDir);
  return { drawings: files.filter((file) => file.endsWith('.svg')).map((file) => `/${file}`), others: files.filter((file) => !file.endsWith('.svg')) };
}

/** A drawing with every placeholder filled from `colours`; throws when a placeholder names no colour. */
export function fillArt(template: string, colours: Colours = palette): string {
  const problems = placeholderProblems(template, colours);
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('; '));
  return template.replace(PLACEHOLDER, (_, expression: string) => colourOf(expression, colours) ?? '');
}

/** The drawing served at `sitePath` (`/images/logo.svg`), filled from `colours`, or undefined when art/ has none. */
export function readArt(root: string, sitePath: string, colours: Colours = palette): string | undefined {
  const artDir = path.join(root, ART_DIR);
  const file = path.join(artDir, sitePath);
  if (!sitePath.endsWith('.svg') || !file.startsWith(`${artDir}${path.sep}`) || !existsSync(file)) return undefined;
  return fillArt(readFileSync(file, 'utf8'), colours);
}

/** A file of the site as it is served: a drawing from art/, filled from the palette, or else the file in public/. */
export function siteFile(root: string, sitePath: string): Buffer {
  const drawing = readArt(root, sitePath);
  return drawing === undefined ? readFileSync(path.join(root, 'public', sitePath)) : Buffer.from(drawing);
}

/** Writes every drawing of `artDir`, filled from `colours`, into `outDir` at its site path. Returns the site paths. */
export async function writeArt(artDir: string, outDir: string, colours: Colours = palette): Promise<string[]> {
  const { drawings } = await listArt(artDir);
  for (const sitePath of drawings) {
    const target = path.join(outDir, sitePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, fillArt(await readFile(path.join(artDir, sitePath), 'utf8'), colours));
  }
  return drawings;
}

/**
 * The content check's part for the drawings: placeholders that name no colour, brand colours written as values in
 * art/ or public/, files of art/ that are not drawings, and paths that art/ and public/ both serve.
 */
export async function checkArt({ root, artDir, publicDir }: { root: string; artDir: string; publicDir: string }): Promise<ContentError[]> {
  const errors: ContentError[] = [];
  const projectPath = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/');
  const report = (file: string, text: string, problems: Problem[]) => {
    for (const problem of problems) errors.push({ file, ...lineAndColumn(text, problem.offset), pointer: '(colour)', message: problem.message });
  };
  const { drawings, others } = await listArt(artDir);
  const served = new Set((await listFiles(publicDir)).map((file) => `/${file}`));
  for (const other of others) {
    errors.push({ file: projectPath(path.join(artDir, other)), line: 1, col: 1, pointer: '(file)', message: `${ART_DIR}/ holds SVG drawings only: put this file in public/` });
  }
  for (const sitePath of drawings) {
    const absolute = path.join(artDir, sitePath);
    const file = projectPath(absolute);
    const text = await readFile(absolute, 'utf8');
    report(file, text, [...placeholderProblems(text, palette), ...brandColourProblems(text, (name) => `write {{${name}}}`)]);
    if (served.has(sitePath)) {
      errors.push({ file, line: 1, col: 1, pointer: '(file)', message: `public${sitePath} is served at ${sitePath} too: keep one of the two` });
    }
  }
  for (const sitePath of served) {
    if (sitePath.startsWith(OTHER_BRANDS) || !TEXT_FILE.test(sitePath)) continue;
    const absolute = path.join(publicDir, sitePath);
    const text = await readFile(absolute, 'utf8');
    const fix = (name: PaletteName) => `move this file to ${ART_DIR}${sitePath} and write {{${name}}} there`;
    report(projectPath(absolute), text, brandColourProblems(text, fix));
  }
  return errors;
}

/**
 * Every brand colour written out as a value: #RRGGBB, #RRGGBBAA or #RGB in any case, rgb() or rgba(). White, the
 * palette's `inverse`, is every drawing's white rather than a brand colour, so it is not one of them.
 */
export function brandColourProblems(text: string, fix: (name: PaletteName) => string): Problem[] {
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(brandColours) as [PaletteName, string][]) {
    for (const match of text.matchAll(valuePattern(value))) {
      problems.push({ offset: match.index, message: `${match[0]} is the brand colour ${name} written out: ${fix(name)}, so it follows src/styles/palette.ts` });
    }
  }
  return problems;
}

/** The ways a colour can be written in SVG and CSS, as one case-insensitive pattern. */
export function valuePattern(hex: string): RegExp {
  const [r, g, b] = channels(hex);
  const rgb = `rgba?\\(\\s*${r}\\s*[, ]\\s*${g}\\s*[, ]\\s*${b}(?![0-9.%])[^)]*\\)`;
  return new RegExp(`${hexForms(hex, { alpha: true })}|${rgb}`, 'gi');
}

/** #RRGGBB, and #RGB where the colour has that short form; with `alpha`, also followed by an alpha channel. */
function hexForms(hex: string, { alpha = false } = {}): string {
  const long = `${hex}${alpha ? '(?:[0-9a-f]{2})?' : ''}(?![0-9a-f])`;
  const hasShort = hex[1] === hex[2] && hex[3] === hex[4] && hex[5] === hex[6];
  return hasShort ? `${long}|#${hex[1]}${hex[3]}${hex[5]}${alpha ? '[0-9a-f]?' : ''}(?![0-9a-f])` : long;
}

/**
 * A drawing made from `template` by filling it (fillArt) and then putting it through a tool that only understands
 * colours, such as the outlining of its words, with the template's placeholders put back: each colour a placeholder
 * was filled with becomes that placeholder again. Throws when two different placeholders gave one colour.
 */
export function restorePlaceholders(drawing: string, template: string, colours: Colours = palette): string {
  const byColour = new Map<string, string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const expression = match[1] ?? '';
    const colour = colourOf(expression, colours)?.toUpperCase();
    if (colour === undefined) throw new Error(`${match[0]} is not a colour: ${FORMS}`);
    const placeholder = `{{${expression.trim().replace(/\s+/g, ' ')}}}`;
    const earlier = byColour.get(colour);
    if (earlier !== undefined && earlier !== placeholder) throw new Error(`${earlier} and ${placeholder} are both ${colour}: one colour cannot be put back as two`);
    byColour.set(colour, placeholder);
  }
  let restored = drawing;
  for (const [colour, placeholder] of byColour) restored = restored.replace(new RegExp(hexForms(colour), 'gi'), placeholder);
  return restored;
}

function placeholderProblems(text: string, colours: Colours): Problem[] {
  const problems: Problem[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const expression = match[1] ?? '';
    const parts = parseExpression(expression);
    if (!parts) {
      problems.push({ offset: match.index, message: `${match[0]} is not a colour: ${FORMS}` });
      continue;
    }
    for (const name of [parts.name, parts.mixed].filter((part): part is string => part !== undefined && !HEX.test(part))) {
      if (Object.hasOwn(colours, name)) continue;
      const suggestion = nearest(name, Object.keys(colours));
      const hint = suggestion ? ` (nearest: ${suggestion})` : '';
      problems.push({ offset: match.index, message: `${match[0]}: src/styles/palette.ts has no colour named ${name}${hint}; it has ${Object.keys(colours).join(', ')}` });
    }
  }
  const unclosed = /\{\{(?![^{}]*\}\})/.exec(text);
  if (unclosed) problems.push({ offset: unclosed.index, message: `this {{ is never closed with }}: ${FORMS}` });
  return problems;
}

/** `primary` or `primary + 14% #10211B`, taken apart; undefined when it is neither. */
function parseExpression(expression: string): { name: string; percent?: number; mixed?: string } | undefined {
  const match = /^\s*([A-Za-z][A-Za-z0-9]*)\s*(?:\+\s*(\d+(?:\.\d+)?)%\s*(#[0-9A-Fa-f]{6}|[A-Za-z][A-Za-z0-9]*)\s*)?$/.exec(expression);
  if (!match?.[1]) return undefined;
  if (match[2] === undefined) return { name: match[1] };
  const percent = Number(match[2]);
  return percent > 0 && percent < 100 ? { name: match[1], percent, mixed: match[3] } : undefined;
}

function colourOf(expression: string, colours: Colours): string | undefined {
  const parts = parseExpression(expression);
  const named = (name: string) => (HEX.test(name) ? name : Object.hasOwn(colours, name) ? colours[name as PaletteName] : undefined);
  const base = parts && named(parts.name);
  if (!parts || base === undefined) return undefined;
  if (parts.mixed === undefined || parts.percent === undefined) return base;
  const other = named(parts.mixed);
  return other === undefined ? undefined : mix(base, other, parts.percent / 100);
}

/** `share` of `other` mixed into `base`, channel by channel, as #RRGGBB. */
function mix(base: string, other: string, share: number): string {
  const [a, b] = [channels(base), channels(other)];
  return `#${a.map((value, index) => Math.round(value * (1 - share) + (b[index] ?? 0) * share).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

function lineAndColumn(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: (before.at(-1)?.length ?? 0) + 1 };
}
