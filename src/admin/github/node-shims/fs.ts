/**
 * `node:fs` in the browser editor's content check: the repository's files, held in memory by the worker
 * (content-check-core.ts). The content build's modules import `node:fs` and `node:fs/promises` as they do in Node,
 * and the editor's build points both here (scripts/admin/browser-checks.ts), so the check runs unchanged. Only what
 * the check reads is here: a file's text or bytes, whether it exists, its size, and a folder's files, with Node's
 * ENOENT error for a path that is not there.
 */

/** Absolute path (`/repo/content/faq.yaml`) → bytes. Folders are implied by the files below them. */
export const memoryFiles = new Map<string, Uint8Array>();

const decoder = new TextDecoder();

const normal = (file: string) => (file.length > 1 ? file.replace(/\/+$/, '') : file);

function missing(file: string, call: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no such file or directory, ${call} '${file}'`), { code: 'ENOENT', errno: -2, syscall: call, path: file });
}

const isFolder = (folder: string) => {
  const prefix = `${normal(folder)}/`;
  for (const file of memoryFiles.keys()) if (file.startsWith(prefix)) return true;
  return false;
};

function bytesOf(file: string): Uint8Array {
  const bytes = memoryFiles.get(normal(file));
  if (!bytes) throw missing(file, 'open');
  return bytes;
}

type Encoding = BufferEncoding | { encoding?: BufferEncoding | null } | null | undefined;
const wantsText = (encoding: Encoding) => (typeof encoding === 'string' ? encoding : encoding?.encoding) != null;

export function readFileSync(file: string, encoding?: Encoding): string | Uint8Array {
  const bytes = bytesOf(file);
  return wantsText(encoding) ? decoder.decode(bytes) : bytes;
}

export function existsSync(file: string): boolean {
  return memoryFiles.has(normal(file)) || isFolder(file);
}

export function statSync(file: string): { size: number; isFile(): boolean; isDirectory(): boolean } {
  const bytes = memoryFiles.get(normal(file));
  if (!bytes && !isFolder(file)) throw missing(file, 'stat');
  return { size: bytes?.length ?? 0, isFile: () => bytes !== undefined, isDirectory: () => bytes === undefined };
}

/** A folder's entries as `Dirent`s (`{ recursive: true }`: every file and folder below it), as Node gives them. */
export function readdirSync(folder: string, options: { recursive?: boolean; withFileTypes?: boolean } = {}) {
  const base = normal(folder);
  if (!isFolder(base)) throw missing(folder, 'scandir');
  const entries = new Map<string, boolean>();
  for (const file of memoryFiles.keys()) {
    if (!file.startsWith(`${base}/`)) continue;
    const parts = file.slice(base.length + 1).split('/');
    const depth = options.recursive ? parts.length : 1;
    for (let index = 1; index <= depth; index++) entries.set(parts.slice(0, index).join('/'), index === parts.length);
  }
  return [...entries].map(([relative, isFile]) => {
    const slash = relative.lastIndexOf('/');
    const entry = { name: relative.slice(slash + 1), parentPath: slash < 0 ? base : `${base}/${relative.slice(0, slash)}`, isFile: () => isFile, isDirectory: () => !isFile };
    return options.withFileTypes ? entry : relative;
  });
}

/** The build's writers are imported beside its readers; a check never calls them, and one that did would be a bug. */
const refuse = async (..._: unknown[]): Promise<never> => {
  throw new Error("the editor's content check reads the repository and writes nothing");
};

export const promises = {
  readFile: async (file: string, encoding?: Encoding) => readFileSync(file, encoding),
  readdir: async (folder: string, options?: { recursive?: boolean; withFileTypes?: boolean }) => readdirSync(folder, options),
  stat: async (file: string) => statSync(file),
  mkdir: refuse,
  writeFile: refuse,
  rename: refuse,
  rm: refuse,
};

export default { readFileSync, existsSync, statSync, readdirSync, promises };
