import { buildContent } from './build.ts';
import { compileContent } from './compile.ts';
import { formatContentError, summarizeContentErrors } from './errors.ts';
import { staleEditorFiles } from './editor-schemas.ts';

interface Output {
  write(text: string): unknown;
}

const USAGE = 'usage: tsx scripts/build-content.ts [--check]';

/**
 * `build-content [--check]`: checks the content and writes src/content/, or with --check only
 * checks. Returns the exit code.
 */
export async function runContentCli(
  args: readonly string[],
  { root, stdout = process.stdout, stderr = process.stderr }: { root: string; stdout?: Output; stderr?: Output },
): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    stderr.write(`unknown option ${unknown.join(' ')}\n${USAGE}\n`);
    return 2;
  }
  const check = args.includes('--check');
  const result = check ? await compileContent({ root }) : await buildContent({ root });
  // A stale site index or schema is only news once the content itself is right.
  const errors = result.errors.length > 0 || !check ? result.errors : await staleEditorFiles(root, result.editorFiles);
  if (errors.length > 0) {
    for (const error of errors) stderr.write(`${formatContentError(error)}\n`);
    stderr.write(`${summarizeContentErrors(errors)}\n`);
    return 1;
  }
  const editorWritten = 'editorWritten' in result ? (result.editorWritten as string[]) : [];
  for (const file of editorWritten) stdout.write(`content: updated ${file} for editors\n`);
  const count = result.contentNames.length;
  const files = `${count} ${count === 1 ? 'file' : 'files'} OK`;
  stdout.write(check ? `content: ${files} (checked only, nothing written)\n` : `content: ${files} → src/content/\n`);
  return 0;
}
