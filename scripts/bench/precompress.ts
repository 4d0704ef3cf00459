/**
 * Brotli and gzip copies of a site's text files, served by scripts/static-server.ts with `compressed`:
 * production static hosts compress text, and without it Lighthouse's simulated 4G would be charged for
 * uncompressed bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './js-bytes.ts';

const compressible = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/;

/** Writes `x.br` and `x.gz` beside every text file `x` under `dir` (a temp copy; never dist/ itself). */
export function precompress(dir: string): void {
  for (const file of listFiles(dir).filter((f) => compressible.test(f))) {
    const path = join(dir, file);
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
