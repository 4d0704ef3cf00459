/**
 * `node:fs` in the browser editor's content check: memfs, over the one in-memory volume the worker fills with the
 * repository's files. The content build's modules import `node:fs` and `node:fs/promises` as they do in Node, and
 * the editor's build points both here (scripts/admin/browser-checks.ts), so the check runs unchanged.
 */
import { createFsFromVolume, Volume } from 'memfs';

export const volume = new Volume();

const fs = createFsFromVolume(volume);

export const {
  accessSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  access,
  readdir,
  readFile,
  stat,
  promises,
  constants,
} = fs;

export default fs;
