/** `node:fs/promises` in the browser editor's content check: the same in-memory files (see fs.ts). */
import { promises } from './fs.ts';

export const { readFile, readdir, stat, mkdir, writeFile, rename, rm } = promises;

export default promises;
