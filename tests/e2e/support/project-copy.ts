import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..', '..');
const skip = new Set(['node_modules', 'dist', 'dist-ssr', 'dist-editor', '.git', '.wrangler', 'test-results', 'playwright-report', '.bench']);

export interface ProjectCopy {
  dir: string;
  dist: string;
  /** What `npm run build` printed. */
  buildOutput: string;
  remove(): Promise<void>;
}

/**
 * A copy of the project without its build output (sharing node_modules), changed by `prepare` and built with `env`
 * exactly as a deployment would build it. For what the suite's own build cannot show: another forms mode, a product
 * an author adds.
 */
export async function buildProjectCopy(
  name: string,
  { env = {}, prepare }: { env?: Record<string, string>; prepare?: (dir: string) => Promise<void> } = {},
): Promise<ProjectCopy> {
  const { dir, remove } = await copyProject(name);
  try {
    await prepare?.(dir);
    const { stdout } = await promisify(execFile)('npm', ['run', 'build'], { cwd: dir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
    return { dir, dist: join(dir, 'dist'), buildOutput: stdout, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** A copy of the project without its build output, sharing node_modules, to change and run. */
export async function copyProject(name: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `solvara-${name}-`));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await cp(root, dir, { recursive: true, filter: (source) => !skip.has(source.slice(root.length + 1).split('/')[0] ?? '') });
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return { dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
