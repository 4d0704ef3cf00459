// The content pipeline: content/*.yaml, checked against content/schemas/, becomes src/content/*.ts.
export { buildContent, contentOutDir, type BuildResult } from './build.ts';
export { runContentCli } from './cli.ts';
export { compileContent, type ContentOptions, type ContentResult, type GeneratedFile } from './compile.ts';
export { formatContentError, summarizeContentErrors, type ContentError } from './errors.ts';
export { readRoutes } from './routes.ts';
export { contentPlugin } from './vite-plugin.ts';
