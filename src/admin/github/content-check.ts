/**
 * The production editor's content check, in the browser: the same checks as the development server's
 * (scripts/admin/api.ts `check`), run by a worker (content-check.worker.ts) over a copy of the repository's files
 * fetched from GitHub. Which files to fetch: checkInputs; every other file of the tree goes in empty (snapshotFiles).
 */
import type { ContentCheckResult } from './content-check-core.ts';

export { checkInputs } from '../../../scripts/content/inputs.ts';
export type { ContentCheckResult };

type Files = Iterable<readonly [path: string, bytes: Uint8Array]>;

/** Where the worker keeps the copy of the repository; any absolute path would do. */
const SNAPSHOT_ROOT = '/repo';

/** What the page sends the worker. Paths are the repository's (`content/faq.yaml`). */
export type WorkerRequest =
  | { type: 'load'; root: string; files: Array<[path: string, bytes: Uint8Array]> }
  | { type: 'add'; files: Array<[path: string, bytes: Uint8Array]> }
  | { type: 'check'; id: number; overrides: Array<[path: string, text: string]>; files?: Array<[path: string, bytes: Uint8Array]> };

/** What the worker answers a check. */
export type WorkerAnswer = ({ type: 'checked'; id: number } & ContentCheckResult) | { type: 'failed'; id: number; message: string };

export interface ContentChecker {
  /**
   * The content build's messages with `overrides` (path → text: content files as they would be saved, new ones
   * included) and `files` (path → bytes: a picture about to be uploaded) in place, for this check only; with no
   * message, the site index as `npm run content` would write it.
   */
  check(overrides: ReadonlyMap<string, string>, files?: Files): Promise<ContentCheckResult>;
  /** Adds files to the copy, or replaces them: a picture just uploaded, a file just saved. Later checks see them. */
  add(files: Files): void;
  /** Replaces the whole copy (every path of the tree, as for createContentChecker): the branch moved on. */
  reload(files: ReadonlyMap<string, Uint8Array>): void;
  /** Stops the worker; a check still waiting fails. */
  dispose(): void;
}

/**
 * A checker over `files`: every path of the repository's tree, with the bytes of those checkInputs names and an
 * empty file for the rest, as snapshotFiles makes them. The bytes are copied to the worker, not moved.
 */
export function createContentChecker(files: ReadonlyMap<string, Uint8Array>): ContentChecker {
  const worker = new Worker(new URL('./content-check.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (result: ContentCheckResult) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  /** Why the worker no longer answers: it could not start, or it was disposed of. */
  let stopped: string | undefined;
  const failAll = (message: string) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  const stop = (message: string) => {
    stopped = message;
    failAll(message);
  };
  const send = (request: WorkerRequest) => worker.postMessage(request);

  worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.type === 'failed') pending.reject(new Error(answer.message));
    else pending.resolve(answer.siteIndex === undefined ? { errors: answer.errors } : { errors: answer.errors, siteIndex: answer.siteIndex });
  });
  // A worker that cannot start (its script failed to load or threw) answers nothing: fail what waits on it.
  worker.addEventListener('error', (event) => stop(`the content check stopped: ${event.message || 'its script did not load'}`));
  worker.addEventListener('messageerror', () => failAll('the content check could not read a message'));

  const load = (loaded: ReadonlyMap<string, Uint8Array>) => send({ type: 'load', root: SNAPSHOT_ROOT, files: [...loaded] });
  load(files);
  return {
    check(overrides, added = []) {
      if (stopped !== undefined) return Promise.reject(new Error(stopped));
      const id = nextId++;
      const result = new Promise<ContentCheckResult>((resolve, reject) => waiting.set(id, { resolve, reject }));
      send({ type: 'check', id, overrides: [...overrides], files: [...added] as Array<[string, Uint8Array]> });
      return result;
    },
    add(added) {
      send({ type: 'add', files: [...added] as Array<[string, Uint8Array]> });
    },
    reload: load,
    dispose() {
      worker.terminate();
      stop('the content check was stopped');
    },
  };
}

/**
 * The copy of the repository a checker needs: every path of the tree, with the bytes fetched for it (checkInputs'
 * paths) or, for any other, an empty file, which is all a file the check only needs to see exist takes.
 */
export function snapshotFiles(treePaths: Iterable<string>, fetched: ReadonlyMap<string, Uint8Array>): Map<string, Uint8Array> {
  const empty = new Uint8Array(0);
  return new Map([...treePaths].map((file) => [file, fetched.get(file) ?? empty]));
}
