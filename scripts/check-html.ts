/**
 * `npm run test:html`: every `.html` file in dist/ must pass the W3C Nu HTML Checker (vnu-jar, which needs a
 * Java runtime) with zero errors. Each error is printed as `dist/path:line:col message` and the exit code is 1.
 */
import { execFile } from 'node:child_process';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { listHtmlFiles } from './lib/files.ts';

const root = join(import.meta.dirname, '..');
const vnuJar = join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

export interface HtmlError {
  file: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/** The errors in the checker's JSON output, with paths relative to `base`. */
export function parseVnuOutput(json: string, base: string): HtmlError[] {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || (message.type === 'non-document-error'))
    .map((message) => ({
      file: message.url?.startsWith('file:') ? relative(base, fileURLToPath(message.url)) : (message.url ?? '(unknown file)'),
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.message,
    }));
}

export const formatHtmlError = (error: HtmlError) =>
  `${error.file}${error.line === undefined ? '' : `:${error.line}`}${error.column === undefined ? '' : `:${error.column}`} ${error.message}`;

/** Runs the Nu HTML Checker on every `.html` file under `dir`. */
export async function checkHtml(dir: string, base = root): Promise<{ files: number; errors: HtmlError[] }> {
  const files = listHtmlFiles(dir).map((file) => join(dir, file));
  if (files.length === 0) throw new Error(`No .html files in ${dir}: run \`npm run build\` first.`);
  try {
    await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 });
    return { files: files.length, errors: [] };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error('The Nu HTML Checker needs Java, and `java` was not found. Install a runtime, e.g. `sudo apt-get install -y default-jre-headless`.');
    }
    // The checker exits 1 when it found errors and prints its report on stderr.
    if (!failure.stderr?.trim().startsWith('{')) throw error;
    return { files: files.length, errors: parseVnuOutput(failure.stderr, base) };
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dist = join(root, 'dist');
  const { files, errors } = await checkHtml(dist);
  if (errors.length > 0) {
    console.error(errors.map(formatHtmlError).join('\n'));
    console.error(`\nNu HTML Checker: ${errors.length} error(s) in ${new Set(errors.map((e) => e.file)).size} of ${files} HTML files in dist/.`);
    process.exit(1);
  }
  console.log(`Nu HTML Checker: ${files} HTML files in dist/, no errors.`);
}
