import {
  composeContentText,
  contentFileName,
  describeContentFile,
  choicesOf,
  isContentFileName,
  NOT_A_PICTURE,
  pictureFileName,
  readContentText,
} from '../../../scripts/admin/content-files.ts';
import { SITE_INDEX_PATH } from '../../../scripts/content/site-index.ts';
import type { EditorBackend } from '../backend.ts';
import { checkInputs, type ContentChecker, createContentChecker, snapshotFiles } from './content-check.ts';

/*
 * The editor's files in the GitHub repository, for the editor deployed on its own site (README, "The content
 * editor on GitHub"). The browser talks to GitHub through the editor site's own proxy (/admin/github/, which holds
 * the signed-in author's token: server/editor-github.ts). The files the content build reads are fetched once, the
 * build's checks run on them in a worker (content-check.ts), and a save that passes is one commit on the branch:
 * the file, and the site index when the save changes it, as `npm run content` would have written it.
 */

/** Who is signed in, and where the editor commits (GET /admin/session). */
export interface Session {
  login: string;
  name: string | null;
  repo: string;
  branch: string;
}

interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

/** A file a commit writes: text, or a blob already on GitHub (a picture). */
type Change = { path: string; text: string } | { path: string; blob: string };

/** A request to the repository through the proxy; GitHub's own message when it refuses. */
async function github<T>(path: string, init?: { method: string; body: unknown }): Promise<T> {
  const response = await fetch(`/admin/github/${path}`, init && { method: init.method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) });
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new GitHubError(response.status, answer.message ?? response.statusText);
  return answer;
}

class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`GitHub answered ${status}: ${message}`);
  }
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text.replace(/\s/g, '')), (character) => character.charCodeAt(0));

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The most blob requests in flight at once: enough to fetch the content in a second or two, few enough for GitHub's abuse limits. */
const PARALLEL_REQUESTS = 8;

async function inBatches<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, items.length) }, worker));
  return results;
}

/** The branch's files as the checks need them, and the commit they come from. */
interface Snapshot {
  head: string;
  tree: string;
  /** Every file of the branch, path → blob. */
  blobs: Map<string, string>;
  /** The files the checks read, path → bytes. */
  files: Map<string, Uint8Array>;
}

/** The branch's head commit and every file in it. */
async function listBranch(branch: string): Promise<Omit<Snapshot, 'files'>> {
  const { commit } = await github<{ commit: { sha: string; commit: { tree: { sha: string } } } }>(`branches/${encodeURIComponent(branch)}`);
  const listing = await github<{ tree: TreeEntry[]; truncated: boolean }>(`git/trees/${commit.commit.tree.sha}?recursive=1`);
  if (listing.truncated) throw new Error('the repository has too many files for GitHub to list at once');
  return { head: commit.sha, tree: commit.commit.tree.sha, blobs: new Map(listing.tree.filter((entry) => entry.type === 'blob').map((entry) => [entry.path, entry.sha])) };
}

async function loadSnapshot(branch: string, cache: Map<string, Uint8Array>): Promise<Snapshot> {
  const { head, tree, blobs } = await listBranch(branch);
  const wanted = checkInputs([...blobs.keys()]);
  const bytes = await inBatches(wanted, async (path) => {
    const sha = blobs.get(path)!;
    let content = cache.get(sha);
    if (!content) {
      content = fromBase64((await github<{ content: string }>(`git/blobs/${sha}`)).content);
      cache.set(sha, content);
    }
    return [path, content] as const;
  });
  return { head, tree, blobs, files: new Map(bytes) };
}

/** The editor's backend on the repository's branch the editor site is set up for. */
export function githubBackend(session: Session): EditorBackend {
  const cache = new Map<string, Uint8Array>();
  let snapshot = loadSnapshot(session.branch, cache);
  let checker: Promise<ContentChecker> = snapshot.then((loaded) => createContentChecker(snapshotFiles(loaded.blobs.keys(), loaded.files)));

  const textOf = async (path: string) => {
    const bytes = (await snapshot).files.get(path);
    return bytes && decoder.decode(bytes);
  };

  /** One commit on the branch holding `changes`; again on the new head when someone else committed meanwhile, unless they changed the same files. */
  const commit = async (changes: Change[], message: string) => {
    for (let attempt = 0; ; attempt++) {
      const base = await snapshot;
      const tree = await github<{ sha: string }>('git/trees', {
        method: 'POST',
        body: { base_tree: base.tree, tree: changes.map((change) => ({ path: change.path, mode: '100644', type: 'blob', ...('text' in change ? { content: change.text } : { sha: change.blob }) })) },
      });
      const made = await github<{ sha: string }>('git/commits', { method: 'POST', body: { message, tree: tree.sha, parents: [base.head] } });
      try {
        await github(`git/refs/heads/${encodeURIComponent(session.branch)}`, { method: 'PATCH', body: { sha: made.sha, force: false } });
        return;
      } catch (error) {
        if (!(error instanceof GitHubError) || error.status !== 422 || attempt > 0) throw error;
        const moved = await loadSnapshot(session.branch, cache);
        const touched = changes.filter((change) => moved.blobs.get(change.path) !== base.blobs.get(change.path));
        if (touched.length > 0) throw new Error(`${touched.map((change) => change.path).join(', ')} changed on ${session.branch} since you opened it: reload the editor to see the new version`);
        snapshot = Promise.resolve(moved);
        checker = checker.then((current) => (current.reload(snapshotFiles(moved.blobs.keys(), moved.files)), current));
      }
    }
  };

  /** The snapshot and the checks' files after a commit, so the next check and the selects see it. */
  const keep = async (written: Array<[path: string, bytes: Uint8Array]>) => {
    const { head, tree, blobs } = await listBranch(session.branch);
    const { files } = await snapshot;
    for (const [path, bytes] of written) files.set(path, bytes);
    snapshot = Promise.resolve({ head, tree, blobs, files });
    (await checker).add(written);
  };

  /** The changes a save makes, with the site index when the save changes its lists. */
  const withSiteIndex = async (changes: Change[], siteIndex: string | undefined): Promise<Change[]> =>
    siteIndex !== undefined && siteIndex !== (await textOf(SITE_INDEX_PATH)) ? [...changes, { path: SITE_INDEX_PATH, text: siteIndex }] : changes;

  return {
    async files() {
      const { files } = await snapshot;
      const names = [...files.keys()].flatMap((path) => (path.startsWith('content/') ? (contentFileName(path.slice('content/'.length)) ?? []) : []));
      return Promise.all(
        names.map(async (name) => {
          const summary = describeContentFile(name, null);
          return describeContentFile(name, readContentText(summary, (await textOf(summary.file))!).data);
        }),
      );
    },
    async choices() {
      return choicesOf((await textOf(SITE_INDEX_PATH)) ?? '{"$defs":{}}');
    },
    async open(name) {
      if (!isContentFileName(name)) throw new Error(`not a content file: ${name}`);
      const summary = describeContentFile(name, null);
      const text = await textOf(summary.file);
      if (text === undefined) throw new Error(`${summary.file} is not on ${session.branch}`);
      const { data, body } = readContentText(summary, text);
      return { ...describeContentFile(name, data), data, ...(body !== undefined ? { body } : {}) };
    },
    async save(name, data, body) {
      if (!isContentFileName(name)) throw new Error(`not a content file: ${name}`);
      const summary = describeContentFile(name, data);
      const old = await textOf(summary.file);
      const text = composeContentText(summary, old, data, body);
      const result = await (await checker).check(new Map([[summary.file, text]]));
      if (result.errors.length > 0) return { errors: result.errors, saved: false };
      const changes = await withSiteIndex(text === old ? [] : [{ path: summary.file, text }], result.siteIndex);
      if (changes.length > 0) {
        await commit(changes, `${old === undefined ? 'Add' : 'Edit'} ${summary.file} (content editor)`);
        await keep(changes.map((change) => [change.path, encoder.encode('text' in change ? change.text : '')]));
      }
      return { errors: [], saved: true };
    },
    async upload(file) {
      const picture = pictureFileName(file.name);
      if (!picture) throw new Error(NOT_A_PICTURE);
      const path = `public/images/${picture}`;
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The build checks pictures too (an SVG in the brand's colours belongs in art/): one it refuses is not kept.
      const result = await (await checker).check(new Map(), [[path, bytes]]);
      const refused = result.errors.filter((error) => error.file === path);
      if (refused.length > 0) throw new Error(refused.map((error) => error.text).join('\n'));
      const blob = await github<{ sha: string }>('git/blobs', { method: 'POST', body: { content: toBase64(bytes), encoding: 'base64' } });
      const changes = await withSiteIndex([{ path, blob: blob.sha }], result.siteIndex);
      await commit(changes, `Add ${path} (content editor)`);
      await keep(changes.map((change) => [change.path, 'text' in change ? encoder.encode(change.text) : bytes]));
      return `/images/${picture}`;
    },
    savedWhere: (file) => `Committed ${file} to ${session.branch} of ${session.repo}`,
  };
}
