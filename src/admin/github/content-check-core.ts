/**
 * The content check as the browser editor's worker runs it (content-check.worker.ts): the content build's own
 * compileContent, reading a copy of the repository held in memory. Its modules read through `node:fs`, which the
 * editor's build points at the same in-memory files this fills (node-shims/fs.ts, scripts/admin/browser-checks.ts).
 */
import type { CheckResult } from '../../../scripts/admin/content-files.ts';
import { compileContent } from '../../../scripts/content/compile.ts';
import { formatContentError } from '../../../scripts/content/errors.ts';
import { memoryFiles } from './node-shims/fs.ts';

/** What a check answers: the build's messages and, when there are none, the site index a save commits with. */
export type ContentCheckResult = CheckResult & { siteIndex?: string };

type Files = Iterable<readonly [path: string, bytes: Uint8Array]>;

/** Replaces the copy with `files` (repo-relative paths, e.g. `content/faq.yaml`). */
export function loadFiles(root: string, files: Files): void {
  memoryFiles.clear();
  addFiles(root, files);
}

/** Adds files to the copy, or replaces them: a picture just uploaded, a file just saved. */
export function addFiles(root: string, files: Files): void {
  for (const [file, bytes] of files) memoryFiles.set(`${root}/${file}`, bytes);
}

/**
 * The content build's messages with `overrides` (path → text: content files as they would be saved) and `files`
 * (path → bytes: a picture about to be uploaded) in the copy for this check only.
 */
export async function checkFiles(root: string, overrides: Iterable<readonly [path: string, text: string]>, files: Files = []): Promise<ContentCheckResult> {
  const added = [...files];
  const before = added.map(([file]) => [file, memoryFiles.get(`${root}/${file}`)] as const);
  addFiles(root, added);
  try {
    const result = await compileContent({ root, overrides: new Map(overrides), checkOnly: true });
    const errors = result.errors.map((error) => ({ ...error, text: formatContentError(error) }));
    return result.siteIndex === undefined ? { errors } : { errors, siteIndex: result.siteIndex };
  } finally {
    for (const [file, bytes] of before) {
      if (bytes) memoryFiles.set(`${root}/${file}`, bytes);
      else memoryFiles.delete(`${root}/${file}`);
    }
  }
}
