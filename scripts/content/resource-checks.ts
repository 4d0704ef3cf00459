/**
 * What a resource's schema cannot see, because it is in another file: that its products are files of
 * content/products/, that its authors are people of content/team.yaml, and that a dataset's columns are its file's
 * header and its script is in the repository.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { joinPointer } from './positions.ts';
import type { Problem } from './messages.ts';
import { nearest } from './routes.ts';

export interface ResourceContext {
  root: string;
  publicDir: string;
  artDir: string;
  /** Every content file that was read, by name (`team`, `products/energy-management-system`). */
  contentFiles: ReadonlyArray<{ name: string; data: unknown }>;
}

type Data = Record<string, unknown>;

/** The most a dataset's published file may weigh, in bytes. */
const DATASET_LIMIT = 200_000;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const problemAt = (pointer: string, message: string): Problem => ({ pointer, at: { pointer, part: 'value' }, message });

/** The people of content/team.yaml who can sign an entry: the director and the people of the carousel. */
export function teamPeople(team: unknown): string[] {
  if (!isRecord(team)) return [];
  const director = isRecord(team.director) && typeof team.director.id === 'string' ? [team.director.id] : [];
  const carousel = isRecord(team.carousel) && Array.isArray(team.carousel.cards) ? team.carousel.cards : [];
  return [...director, ...carousel.filter((card) => isRecord(card) && card.type === 'person' && typeof card.id === 'string').map((card) => (card as Data).id as string)];
}

/** The columns of a CSV file's header row. */
function csvHeader(file: string): string[] {
  const firstLine = readFileSync(file, 'utf8').split(/\r?\n/, 1)[0] ?? '';
  return firstLine.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
}

export async function checkResource(data: unknown, context: ResourceContext): Promise<Problem[]> {
  if (!isRecord(data)) return [];
  const problems: Problem[] = [];
  const products = context.contentFiles.filter((file) => file.name.startsWith('products/')).map((file) => file.name.slice('products/'.length));
  const people = teamPeople(context.contentFiles.find((file) => file.name === 'team')?.data);

  const known = (pointer: string, value: unknown, list: string[], what: string) => {
    if (typeof value !== 'string' || list.includes(value)) return;
    const suggestion = nearest(value, new Set(list));
    problems.push(problemAt(pointer, `"${value}" is not ${what}${suggestion ? ` (nearest: ${suggestion})` : ''}`));
  };
  if (Array.isArray(data.products)) {
    data.products.forEach((product, index) => known(joinPointer('/products', index), product, products, 'a product: the name of a file in content/products/'));
  }
  known('/author', data.author, people, 'a person of content/team.yaml (the director\'s id, or a person card\'s id)');
  if (Array.isArray(data.authors)) {
    data.authors.forEach((author, index) => known(joinPointer('/authors', index), author, people, 'a person of content/team.yaml (the director\'s id, or a person card\'s id)'));
  }

  if (data.type === 'dataset') {
    if (typeof data.madeBy === 'string' && !existsSync(path.join(context.root, data.madeBy))) {
      problems.push(problemAt('/madeBy', `${data.madeBy} is not a file of the repository: name the script that writes the data`));
    }
    const href = isRecord(data.file) ? data.file.href : undefined;
    const file = typeof href === 'string' ? path.join(context.publicDir, href) : undefined;
    if (file && existsSync(file) && statSync(file).size > DATASET_LIMIT) {
      problems.push(problemAt('/file/href', `${href} is ${Math.ceil(statSync(file).size / 1000)} kB: a published sample stays under ${DATASET_LIMIT / 1000} kB, so the page and the repository stay light`));
    }
    if (file && existsSync(file) && Array.isArray(data.columns)) {
      const header = csvHeader(file);
      const listed = data.columns.map((column) => (isRecord(column) ? column.name : undefined));
      if (header.join(',') !== listed.join(',')) {
        problems.push(problemAt('/columns', `must list the file's columns in its order: ${header.join(', ')} (listed: ${listed.join(', ')})`));
      }
    }
  }
  return problems;
}

/**
 * The intrinsic size of a picture the site serves, from its SVG's width and height (or viewBox), or a PNG's header;
 * undefined when it cannot be read, and the page then reserves no space for it.
 */
export function pictureSize(pathname: string, { publicDir, artDir }: { publicDir: string; artDir: string }): { width: number; height: number } | undefined {
  const file = [path.join(artDir, pathname), path.join(publicDir, pathname)].find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  if (file.endsWith('.png')) {
    const header = readFileSync(file);
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  }
  if (!file.endsWith('.svg')) return undefined;
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
  const [, , viewWidth, viewHeight] = (/\sviewBox="([^"]+)"/.exec(root)?.[1] ?? '').split(/[\s,]+/).map(Number);
  const width = attribute('width') || viewWidth;
  const height = attribute('height') || viewHeight;
  return width && height ? { width: Math.round(width), height: Math.round(height) } : undefined;
}
