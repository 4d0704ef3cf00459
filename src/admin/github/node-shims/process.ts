/**
 * `process` in the browser editor's content check: memfs asks it for the working directory (every path the check
 * gives is absolute) and the platform (POSIX paths).
 */
const browserProcess = {
  cwd: () => '/',
  platform: 'browser',
  env: {} as Record<string, string | undefined>,
  emitWarning: (warning: unknown) => console.warn(warning),
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
};

export default browserProcess;
