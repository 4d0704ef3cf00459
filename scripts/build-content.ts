// Checks content/*.yaml against content/schemas/ and writes typed modules to src/content/.
// `--check` only checks. See scripts/content/ for the rules.
import path from 'node:path';
import { runContentCli } from './content/cli';

process.exitCode = await runContentCli(process.argv.slice(2), { root: path.resolve(import.meta.dirname, '..') });
