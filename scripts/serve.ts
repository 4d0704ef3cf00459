/** `npm run preview`: serves the static export in dist/ as a static host would, compressed (see lib/static-server.ts). */
import { join } from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const dist = join(import.meta.dirname, '..', 'dist');
const { origin } = await startStaticServer(dist, { port: Number(process.env.PORT ?? 4173), compressed: true });
console.log(`Serving dist/ at ${origin}/`);
