import path from 'node:path';
import { compileContent, type ContentOptions, type ContentResult } from './compile.ts';
import { writeContent } from './write.ts';
import { writeEditorFiles } from './editor-schemas.ts';

export interface BuildResult extends ContentResult {
  /** Names of the files in `src/content/` that were written or removed; none when nothing changed. */
  written: string[];
  /** Paths (from the root) of the site index and schemas rewritten for editors; none when they were current. */
  editorWritten: string[];
}

/** Checks all content and, only when there is no error at all, writes `src/content/`. */
export async function buildContent(options: ContentOptions): Promise<BuildResult> {
  const result = await compileContent(options);
  if (result.errors.length > 0) return { ...result, written: [], editorWritten: [] };
  const written = await writeContent(contentOutDir(options.root), result.files);
  const editorWritten = await writeEditorFiles(path.resolve(options.root), result.editorFiles);
  return { ...result, written, editorWritten };
}

export function contentOutDir(root: string): string {
  return path.join(path.resolve(root), 'src', 'content');
}
