import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The form service (server/, and the Pages Functions in functions/ that call it) runs in the Workers runtime, bundled
 * from what it imports; scripts/ is the build's, run by Node. What both need lives in src/lib/ or server/, so the
 * service never bundles build code, nor a build script's Node imports.
 */

const root = join(import.meta.dirname, '..', '..');
const runtimeFolders = ['server', 'functions'];
const codeFile = /\.(ts|tsx|js|mjs)$/;

/** The modules a source file imports or re-exports: `… from '…'`, `import '…'` and `import('…')`. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => (match[1] ?? match[2])!);
}

/** A path from the repository's root, with forward slashes. */
const fromRoot = (path: string) => relative(root, path).split(sep).join('/');

/** The file a relative import names, as the bundler finds it; undefined for a package or a runtime module. */
function resolveImport(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(importer), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
}

/**
 * Every import of a file in scripts/ that the runtime's files make, directly or through the modules they import,
 * each as its chain of imports from the runtime's file.
 */
function buildImports(): string[] {
  const start = runtimeFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => codeFile.test(file))
      .map((file) => join(root, folder, file)),
  );
  const chains = new Map(start.map((file) => [file, [fromRoot(file)]]));
  const found: string[] = [];
  const queue = [...start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (!target || chains.has(target)) continue;
      const chain = [...chains.get(file)!, fromRoot(target)];
      if (fromRoot(target).startsWith('scripts/')) {
        found.push(chain.join(' → '));
        continue;
      }
      chains.set(target, chain);
      if (codeFile.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return found;
}

describe('the form service and the build scripts', () => {
  it('reads every form of import', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {\n  c,\n  d,\n} from "../../c";',
      "import './side-effect';",
      "export { e } from './e';",
      "export * from './f';",
      "const g = await import('./g');",
      "const text = 'nothing is imported from here';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', '../../c', './side-effect', './e', './f', './g']);
  });

  it('server/ and functions/ import nothing from scripts/, directly or through what they import', () => {
    expect(buildImports()).toEqual([]);
  });
});
