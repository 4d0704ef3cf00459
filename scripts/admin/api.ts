import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { previewPage } from '../../src/admin/preview-pages.ts';
import { COLLECTIONS, SLUG_PATTERN } from '../content/collections.ts';
import { compileContent } from '../content/compile.ts';
import { formatContentError, type ContentError } from '../content/errors.ts';
import { splitFrontMatter } from '../content/markdown.ts';
import { listFiles } from '../content/routes.ts';
import { SCHEMA_SUFFIX } from '../content/schemas.ts';
import { SITE_INDEX_PATH } from '../content/site-index.ts';
import { editYaml } from './yaml-edit.ts';

/*
 * The browser editor's side on the development server (`npm run dev`, under /admin/api/): it lists and reads the
 * content files, checks a changed file with the content build's own checks as if it were saved, and writes it only
 * when they pass, changing only the text of what changed (editYaml). Pictures are uploaded into public/images/.
 * It answers only requests to this machine's own name, and changes files only for the editor's own page: a JSON
 * body (which a page of another site cannot send here without this server's leave) from the same origin.
 */

export interface ContentFileSummary {
  /** Path from the root: `content/faq.yaml`, `content/resources/x.md`. */
  file: string;
  /** `faq`, `products/x`, `resources/x`. */
  name: string;
  /** The schema its form is made from. */
  schema: string;
  format: 'yaml' | 'markdown';
  /** The page that shows it, for the preview; null for none. */
  page: string | null;
}

export interface OpenedFile extends ContentFileSummary {
  data: unknown;
  /** A Markdown entry's text below its front matter. */
  body?: string;
}

/** What a save or a check answers: the build's messages, each at the field it names, with its terminal line. */
export interface CheckResult {
  errors: Array<ContentError & { text: string }>;
}

export function adminApi(root: string) {
  const contentDir = path.join(root, 'content');

  const describe = (name: string, data: unknown): ContentFileSummary => {
    const collection = COLLECTIONS.find((candidate) => name.startsWith(`${candidate.folder}/`));
    const format = collection?.format ?? 'yaml';
    return { file: `content/${name}${format === 'markdown' ? '.md' : '.yaml'}`, name, schema: collection?.schema ?? name, format, page: previewPage(name, data) };
  };

  /** `faq` or `products/x` from a request, or an error for anything that is not a content file's name. */
  const nameOf = (value: unknown): string => {
    const name = String(value ?? '');
    const [first, second, ...rest] = name.split('/');
    const ok = rest.length === 0 && (second === undefined ? /^[a-z][a-z0-9-]*$/.test(first!) : COLLECTIONS.some((collection) => collection.folder === first) && SLUG_PATTERN.test(second));
    if (!ok) throw new HttpError(400, `not a content file: ${name}`);
    return name;
  };

  const read = async (name: string): Promise<{ text: string; data: unknown; body?: string } | undefined> => {
    const summary = describe(name, null);
    let text: string;
    try {
      text = await readFile(path.join(root, summary.file), 'utf8');
    } catch {
      return undefined;
    }
    if (summary.format === 'markdown') {
      const parts = splitFrontMatter(text);
      return { text, data: parts ? parse(parts.frontMatter) : null, body: parts?.body ?? text };
    }
    return { text, data: parse(text) };
  };

  /** The new text of a file: the old one with its data and body changed, or a new file. */
  const compose = async (name: string, data: unknown, body: string | undefined): Promise<string> => {
    const summary = describe(name, data);
    const old = await read(name);
    if (summary.format === 'markdown') {
      const parts = old && splitFrontMatter(old.text);
      const frontMatter = parts ? editYaml(parts.frontMatter, data) : stringify(data, { lineWidth: 0 });
      return `---\n${frontMatter}---\n${body ?? parts?.body ?? ''}`;
    }
    if (old) return editYaml(old.text, data);
    const schemaLine = `# yaml-language-server: $schema=${name.includes('/') ? '../' : './'}schemas/${summary.schema}${SCHEMA_SUFFIX}`;
    return `${schemaLine}\n${stringify(data, { lineWidth: 0 })}`;
  };

  /** The content build's messages with the file as it would be saved; the one line each names, for the field. */
  const check = async (name: string, text: string): Promise<CheckResult> => {
    const file = describe(name, null).file;
    const result = await compileContent({ root, overrides: new Map([[file, text]]), checkOnly: true });
    return { errors: result.errors.map((error) => ({ ...error, text: formatContentError(error) })) };
  };

  const routes: Record<string, (request: IncomingMessage, url: URL) => Promise<unknown>> = {
    'GET /admin/api/files': async () => {
      const names = (await listFiles(contentDir))
        .filter((file) => (file.endsWith('.yaml') && !file.includes('/')) || COLLECTIONS.some((collection) => file.startsWith(`${collection.folder}/`)))
        .map((file) => file.replace(/\.(yaml|md)$/, ''));
      return Promise.all(names.map(async (name) => describe(name, (await read(name))?.data ?? null)));
    },
    'GET /admin/api/file': async (_request, url) => {
      const name = nameOf(url.searchParams.get('name'));
      const opened = await read(name);
      if (!opened) throw new HttpError(404, `content/${name} does not exist`);
      return { ...describe(name, opened.data), data: opened.data, ...(opened.body !== undefined ? { body: opened.body } : {}) } satisfies OpenedFile;
    },
    /** The site index's lists (pages, files, ids), as the editor's selects offer them. */
    'GET /admin/api/choices': async () => {
      const index = JSON.parse(await readFile(path.join(root, SITE_INDEX_PATH), 'utf8')) as { $defs: Record<string, { enum?: string[]; anyOf?: Array<{ enum?: string[] }> }> };
      return Object.fromEntries(Object.entries(index.$defs).map(([key, definition]) => [key, definition.enum ?? definition.anyOf?.flatMap((choice) => choice.enum ?? []) ?? []]));
    },
    'POST /admin/api/check': async (request) => {
      const { name, data, body } = await jsonBody(request);
      const file = nameOf(name);
      return check(file, await compose(file, data, body as string | undefined));
    },
    'POST /admin/api/save': async (request) => {
      const { name, data, body } = await jsonBody(request);
      const file = nameOf(name);
      const text = await compose(file, data, body as string | undefined);
      const result = await check(file, text);
      if (result.errors.length > 0) return { ...result, saved: false };
      const target = path.join(root, describe(file, data).file);
      await mkdir(path.dirname(target), { recursive: true });
      const old = await read(file);
      if (old?.text !== text) await writeFile(target, text);
      return { ...result, saved: true };
    },
    'POST /admin/api/upload': async (request, url) => {
      const fileName = String(url.searchParams.get('name') ?? '');
      const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png|jpe?g|webp|avif)$/.exec(fileName.toLowerCase().replace(/[^a-z0-9.]+/g, '-'));
      if (!match) throw new HttpError(400, 'a picture is an SVG, PNG, JPEG, WebP or AVIF file');
      const bytes = await rawBody(request, 10 * 1024 * 1024);
      const target = path.join(root, 'public', 'images', match[0]);
      const file = `public/images/${match[0]}`;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      // The build checks pictures too (an SVG in the brand's colours belongs in art/): one it refuses is not kept.
      const refused = (await compileContent({ root, checkOnly: true })).errors.filter((error) => error.file === file);
      if (refused.length > 0) {
        await rm(target);
        throw new HttpError(422, refused.map(formatContentError).join('\n'));
      }
      return { path: `/images/${match[0]}` };
    },
  };

  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return next();
    try {
      // A page of another site that has its name resolve to this machine sends its own name as the host.
      const host = new URL(`http://${request.headers.host ?? ''}`).hostname;
      if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) throw new HttpError(403, 'the editor answers this machine only');
      if (request.method === 'POST') {
        const origin = request.headers.origin;
        if (!origin || new URL(origin).host !== request.headers.host) throw new HttpError(403, "only the editor's own page may change files");
      }
      const answer = await route(request, url);
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(answer));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: (error as Error).message }));
    }
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function rawBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'the file is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!request.headers['content-type']?.startsWith('application/json')) throw new HttpError(415, 'send JSON');
  try {
    return JSON.parse((await rawBody(request, 2 * 1024 * 1024)).toString('utf8')) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'the body is not JSON');
  }
}
