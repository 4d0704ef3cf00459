import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';

/*
 * GitHub's side of the deployed editor, for a test: the repository is a real Git repository (made from a project
 * copy's files), and the requests the editor's page sends to its proxy (/admin/session, /admin/github/...) are
 * answered as GitHub's REST API answers them, by Git's own plumbing. Only the page's half is tested this way; the
 * proxy itself (server/editor-github.ts) is tested in the Workers runtime (tests/workers/editor-github.test.ts).
 */

export const FAKE_SESSION = { login: 'an-author', name: 'An Author', avatarUrl: '', repo: 'solvara/site', branch: 'main' };

export interface FakeGitHub {
  /** Answers the editor's requests in `page`: its session, and GitHub's API through its proxy. */
  serve(page: Page): Promise<void>;
  /** A file's text on the branch. */
  show(path: string): string;
  /** The branch's commits, newest first: subject and author. */
  log(): string[];
  /** The files the newest commit changed. */
  lastChanged(): string[];
  remove(): Promise<void>;
}

/** A repository holding the files of `worktree` (those Git would track) on `main`; `serve` answers a page's editor from it. */
export async function fakeGitHub(worktree: string): Promise<FakeGitHub> {
  const gitDir = await mkdtemp(join(tmpdir(), 'solvara-github-'));
  const env = {
    ...process.env,
    GIT_DIR: gitDir,
    GIT_AUTHOR_NAME: FAKE_SESSION.name,
    GIT_AUTHOR_EMAIL: 'author@example.com',
    GIT_COMMITTER_NAME: FAKE_SESSION.name,
    GIT_COMMITTER_EMAIL: 'author@example.com',
  };
  const git = (args: string[], input?: Buffer | string, extra: Record<string, string> = {}) =>
    execFileSync('git', args, { env: { ...env, ...extra }, input, maxBuffer: 64 * 1024 * 1024 });
  const text = (args: string[], input?: Buffer | string, extra?: Record<string, string>) => git(args, input, extra).toString('utf8').trim();

  git(['init', '-q', '--bare', '-b', 'main']);
  const index = { GIT_INDEX_FILE: join(gitDir, 'seed-index') };
  git(['--work-tree', worktree, 'add', '--all', '--', '.'], undefined, index);
  const seedTree = text(['write-tree'], undefined, index);
  git(['update-ref', 'refs/heads/main', text(['commit-tree', seedTree, '-m', 'The site as it is'])]);

  // Blobs by their hash, so that reading one (the editor reads some two hundred) starts no process: the seed's from
  // the files they were made from, and every later one as it is written.
  const blobs = new Map<string, Buffer>();
  for (const line of text(['ls-tree', '-r', '--full-tree', 'main']).split('\n')) {
    const [info, path] = line.split('\t') as [string, string];
    const [mode, , sha] = info.split(' ');
    // A symbolic link's blob is its target (the copy's node_modules is one).
    blobs.set(sha!, mode === '120000' ? Buffer.from(readlinkSync(join(worktree, path))) : readFileSync(join(worktree, path)));
  }
  const writeBlob = (bytes: Buffer) => {
    const sha = text(['hash-object', '-w', '--stdin'], bytes);
    blobs.set(sha, bytes);
    return sha;
  };

  /** Each new tree is written through an index file of its own. */
  let treesMade = 0;

  const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

  const answer = (method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): [number, unknown] => {
    let match: RegExpExecArray | null;
    if (method === 'GET' && (match = /^branches\/([\w.-]+)$/.exec(path))) {
      const head = text(['rev-parse', `refs/heads/${match[1]}`]);
      return [200, { name: match[1], commit: { sha: head, commit: { tree: { sha: text(['rev-parse', `${head}^{tree}`]) } } } }];
    }
    if (method === 'GET' && (match = /^git\/trees\/(\w+)$/.exec(path))) {
      const listing = text(['ls-tree', ...(query.get('recursive') ? ['-r', '-t'] : []), '--full-tree', match[1]!]);
      const tree = listing.split('\n').map((line) => {
        const [info, entryPath] = line.split('\t') as [string, string];
        const [mode, type, sha] = info.split(' ');
        return { path: entryPath, mode, type, sha };
      });
      return [200, { sha: match[1], tree, truncated: false }];
    }
    if (method === 'GET' && (match = /^git\/blobs\/(\w+)$/.exec(path))) {
      const bytes = blobs.get(match[1]!);
      return bytes ? [200, { sha: match[1], encoding: 'base64', content: bytes.toString('base64') }] : [404, { message: 'Not Found' }];
    }
    if (method === 'POST' && path === 'git/blobs') {
      return [201, { sha: writeBlob(Buffer.from(String(body.content), 'base64')) }];
    }
    if (method === 'POST' && path === 'git/trees') {
      const treeIndex = { GIT_INDEX_FILE: join(gitDir, `tree-index-${++treesMade}`) };
      git(['read-tree', String(body.base_tree)], undefined, treeIndex);
      for (const entry of body.tree as Array<{ path: string; mode: string; sha?: string; content?: string }>) {
        const sha = entry.sha ?? writeBlob(Buffer.from(entry.content ?? '', 'utf8'));
        git(['update-index', '--add', '--cacheinfo', `${entry.mode},${sha},${entry.path}`], undefined, treeIndex);
      }
      return [201, { sha: text(['write-tree'], undefined, treeIndex) }];
    }
    if (method === 'POST' && path === 'git/commits') {
      const parents = (body.parents as string[]).flatMap((parent) => ['-p', parent]);
      return [201, { sha: text(['commit-tree', String(body.tree), ...parents, '-m', String(body.message)]) }];
    }
    if (method === 'PATCH' && (match = /^git\/refs\/heads\/([\w.-]+)$/.exec(path))) {
      const current = text(['rev-parse', `refs/heads/${match[1]}`]);
      try {
        git(['merge-base', '--is-ancestor', current, String(body.sha)]);
      } catch {
        return [422, { message: 'Update is not a fast forward' }];
      }
      git(['update-ref', `refs/heads/${match[1]}`, String(body.sha), current]);
      return [200, { ref: `refs/heads/${match[1]}`, object: { sha: body.sha } }];
    }
    return [404, { message: 'Not Found' }];
  };

  return {
    async serve(page) {
      await page.route((url) => url.pathname === '/admin/session', (route) => json(route, 200, FAKE_SESSION));
      await page.route((url) => url.pathname.startsWith('/admin/github/'), (route) => {
        const url = new URL(route.request().url());
        const path = url.pathname.replace(/^\/admin\/github\//, '');
        const [status, body] = answer(route.request().method(), path, url.searchParams, (route.request().postDataJSON() as Record<string, unknown> | null) ?? {});
        return json(route, status, body);
      });
    },
    show: (path) => git(['show', `main:${path}`]).toString('utf8'),
    log: () => text(['log', '--format=%s (%an)', 'main']).split('\n'),
    lastChanged: () => text(['diff', '--name-only', 'main~1', 'main']).split('\n'),
    remove: () => rm(gitDir, { recursive: true, force: true }),
  };
}
