/** `node:fs/promises` in the browser editor's content check: the promises of the one in-memory volume (see fs.ts). */
import { promises } from './fs.ts';

export const { access, mkdir, readdir, readFile, rename, rm, stat, lstat, unlink, writeFile, realpath } = promises;

export default promises;
