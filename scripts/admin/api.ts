import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compileContent } from '../content/compile.ts';
import { formatContentError } from '../content/errors.ts';
import { listFiles } from '../content/routes.ts';
import { SITE_INDEX_PATH } from '../content/site-index.ts';
import {
  type CheckResult,
  choicesOf,
  composeContentText,
  contentFileName,
  describeContentFile,
  isContentFileName,
  NOT_A_PICTURE,
  type OpenedFile,
  pictureFileName,
  readContentText,
} from './content-files.ts';

export type { CheckResult, ContentFileSummary, OpenedFile } from './content-files.ts';

/*
 * The browser editor's side on the development server (`npm run dev`, under /admin/api/): it lists and reads the
 * content files, checks a changed file with the content build's own checks as if it were saved, and writes it only
 * when they pass, changing only the text of what changed (editYaml). Pictures are uploaded into public/images/.
 * It answers only requests to this machine's own name, and changes files only for the editor's own page: a JSON
 * body (which a page of another site cannot send here without this server's leave) from the same origin.
 */

export function adminApi(root: string) {
  const contentDir = path.join(root, 'content');

  const describe = describeContentFile;

  /** `faq` or `products/x` from a request, or an error for anything that is not a content file's name. */
  const nameOf = (value: unknown): string => {
    const name = String(value ?? '');
    if (!isContentFileName(name)) throw new HttpError(400, `not a content file: ${name}`);
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
    return { text, ...readContentText(summary, text) };
  };

  /** The new text of a file: the old one with its data and body changed, or a new file. */
  const compose = async (name: string, data: unknown, body: string | undefined): Promise<string> =>
    composeContentText(describe(name, data), (await read(name))?.text, data, body);

  /** The content build's messages with the file as it would be saved; the one line each names, for the field. */
  const check = async (name: string, text: string): Promise<CheckResult> => {
    const file = describe(name, null).file;
    const result = await compileContent({ root, overrides: new Map([[file, text]]), checkOnly: true });
    return { errors: result.errors.map((error) => ({ ...error, text: formatContentError(error) })) };
  };

  const routes: Record<string, (request: IncomingMessage, url: URL) => Promise<unknown>> = {
    'GET /admin/api/files': async () => {
      const names = (await listFiles(contentDir)).flatMap((file) => contentFileName(file) ?? []);
      return Promise.all(names.map(async (name) => describe(name, (await read(name))?.data ?? null)));
    },
    'GET /admin/api/file': async (_request, url) => {
      const name = nameOf(url.searchParams.get('name'));
      const opened = await read(name);
      if (!opened) throw new HttpError(404, `content/${name} does not exist`);
      return { ...describe(name, opened.data), data: opened.data, ...(opened.body !== undefined ? { body: opened.body } : {}) } satisfies OpenedFile;
    },
    /** The site index's lists (pages, files, ids), as the editor's selects offer them. */
    'GET /admin/api/choices': async () => choicesOf(await readFile(path.join(root, SITE_INDEX_PATH), 'utf8')),
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
      const picture = pictureFileName(fileName);
      if (!picture) throw new HttpError(400, NOT_A_PICTURE);
      const bytes = await rawBody(request, 10 * 1024 * 1024);
      const target = path.join(root, 'public', 'images', picture);
      const file = `public/images/${picture}`;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      // The build checks pictures too (an SVG in the brand's colours belongs in art/): one it refuses is not kept.
      const refused = (await compileContent({ root, checkOnly: true })).errors.filter((error) => error.file === file);
      if (refused.length > 0) {
        await rm(target);
        throw new HttpError(422, refused.map(formatContentError).join('\n'));
      }
      return { path: `/images/${picture}` };
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
