import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from './compile.ts';

/**
 * Makes `outDir` hold exactly `files`. Everything is written to a temporary folder beside it first
 * and then renamed into place, so a reader never sees half a file; files whose contents did not
 * change are left alone, so the dev server reloads only what changed. Returns the names written or removed.
 */
export async function writeContent(outDir: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const current = await readCurrent(outDir);
  const changed = files.filter((file) => current?.get(file.name) !== file.contents);
  const wanted = new Set(files.map((file) => file.name));
  const stale = [...(current?.keys() ?? [])].filter((name) => !wanted.has(name));
  if (changed.length === 0 && stale.length === 0) return [];

  // Beside outDir, so the renames stay on one file system; mkdir (not mkdtemp) keeps the usual permissions.
  const staging = path.join(path.dirname(outDir), `.${path.basename(outDir)}-${randomUUID()}`);
  await mkdir(staging, { recursive: true });
  try {
    for (const file of changed) await writeFile(path.join(staging, file.name), file.contents);
    if (!current) {
      await rename(staging, outDir);
    } else {
      for (const file of changed) await rename(path.join(staging, file.name), path.join(outDir, file.name));
      for (const name of stale) await rm(path.join(outDir, name), { force: true });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return [...changed.map((file) => file.name), ...stale];
}

/** The files now in `outDir` by name, or undefined when there is no such folder yet. */
async function readCurrent(outDir: string): Promise<Map<string, string> | undefined> {
  let entries;
  try {
    entries = await readdir(outDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const current = new Map<string, string>();
  for (const entry of entries) {
    if (entry.isFile()) current.set(entry.name, await readFile(path.join(outDir, entry.name), 'utf8'));
  }
  return current;
}
