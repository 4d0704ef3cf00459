// The content pipeline: content/*.yaml, checked against content/schemas/, becomes src/content/*.ts.
export { buildContent, contentOutDir, type BuildResult } from './build';
export { runContentCli } from './cli';
export { compileContent, type ContentOptions, type ContentResult, type GeneratedFile } from './compile';
export { formatContentError, summarizeContentErrors, type ContentError } from './errors';
export { readRoutes } from './routes';
export { contentPlugin } from './vite-plugin';
