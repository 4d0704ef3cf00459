/**
 * Brotli and gzip copies of a site's text files, written beside the bench's snapshots and served by
 * scripts/lib/static-server.ts to browsers that accept them: what the host's CDN does, so what Lighthouse's
 * simulated 4G is charged for is the bytes visitors get. Not part of the export: Cloudflare Pages compresses
 * at the edge and would serve such copies only as files of their own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from '../lib/files.ts';

const compressible = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/;

/** Writes `x.br` and `x.gz` beside every text file `x` under `dir`, replacing older copies. */
export function precompress(dir: string): void {
  for (const file of listFiles(dir).filter((f) => compressible.test(f))) {
    const path = join(dir, file);
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
