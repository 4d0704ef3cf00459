/**
 * The Playwright suite's server: the static export in dist/ with the headers of `_headers` (see
 * lib/static-server.ts). `npm run preview` serves it with the host's own runtime instead (scripts/preview.ts).
 */
import { join } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const { origin } = await startStaticServer(dist, { port: Number(process.env.PORT ?? 4173) });
console.log(`Serving dist/ at ${origin}/`);
