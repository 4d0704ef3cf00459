/**
 * The browser editor's content check, off the main thread: the content build's checks take a while on a whole
 * repository, and the editor keeps answering meanwhile. Started by content-check.ts; its messages are WorkerRequest
 * and WorkerAnswer there.
 */
import { addFiles, checkFiles, loadFiles } from './content-check-core.ts';
import type { WorkerAnswer, WorkerRequest } from './content-check.ts';

/** Where the files are kept in memory: set by the first message, `load`. */
let root: string | undefined;
/** Why the files could not be loaded: every check answers it, since it would check the wrong files. */
let loadFailure: string | undefined;
// One message at a time: a check reads the files across awaits, so a load or an add must not change it midway.
let queue: Promise<void> = Promise.resolve();

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  queue = queue.then(() => handle(request));
});

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case 'load':
    case 'add':
      try {
        if (request.type === 'load') {
          root = request.root;
          loadFailure = undefined;
          loadFiles(root, request.files);
        } else if (root !== undefined) {
          addFiles(root, request.files);
        }
      } catch (error) {
        loadFailure = `the repository's files could not be loaded: ${messageOf(error)}`;
      }
      return;
    case 'check':
      try {
        if (loadFailure !== undefined) throw new Error(loadFailure);
        if (root === undefined) throw new Error('no files to check: load them first');
        answer({ type: 'checked', id: request.id, ...(await checkFiles(root, request.overrides, request.files ?? [])) });
      } catch (error) {
        answer({ type: 'failed', id: request.id, message: messageOf(error) });
      }
      return;
  }
}

function answer(message: WorkerAnswer): void {
  self.postMessage(message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
