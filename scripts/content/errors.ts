/** One problem in the content, pointing at the exact spot an author has to fix. */
export interface ContentError {
  /** Path from the project root, with forward slashes, e.g. `content/faq.yaml`. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /**
   * Where in the file's data the problem is, as a JSON pointer (`/` for the whole file),
   * or a label in parentheses when the problem is not about a value, e.g. `(syntax)`.
   */
  pointer: string;
  message: string;
}

export function formatContentError(error: ContentError): string {
  return `${error.file}:${error.line}:${error.col} ${error.pointer} ${error.message}`;
}

/** Sorted by file, line and column, with exact repeats removed. */
export function sortContentErrors(errors: readonly ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors
    .filter((error) => {
      const key = formatContentError(error);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col));
}

/** `3 content errors in 2 files` */
export function summarizeContentErrors(errors: readonly ContentError[]): string {
  const files = new Set(errors.map((error) => error.file)).size;
  return `${errors.length} content ${plural(errors.length, 'error')} in ${files} ${plural(files, 'file')}`;
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}
