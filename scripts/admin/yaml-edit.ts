import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isPair, isScalar, isSeq, type Node, parseDocument, type Pair, Scalar, stringify, type YAMLMap, type YAMLSeq } from 'yaml';

/*
 * An author's file, changed in place. The editor sends the whole new value of a file; only the text of what differs
 * from the file on disk is rewritten, and every other byte is copied: the `# yaml-language-server` line, comments,
 * key order, quoting, blank lines and an author's own line breaks inside a folded text. (The `yaml` package's printer
 * would re-fold folded texts at its own width, so the file is edited as text, at the positions its parser reports.)
 *
 * - A changed text or number replaces that value's text, in the style it was written in where the new value allows.
 * - A list or mapping whose entries were added, removed or reordered is rebuilt from its entries' own text: an entry
 *   that is kept moves with the comment lines above it, a new one is printed at the list's indentation.
 * - Anything else that changed (a value of another kind, a list written in brackets) is printed anew.
 */

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` (a whole YAML file, or a Markdown entry's front matter) with its data changed to `next`. */
export function editYaml(text: string, next: unknown): string {
  const doc = parseDocument(text, { keepSourceTokens: true });
  if (doc.errors.length > 0) throw new Error(`the file does not read as YAML: ${doc.errors[0]!.message}`);
  if (isDeepStrictEqual(doc.toJS(), next)) return text;
  const editor = new TextEditor(text, doc);
  const edits = editor.value(doc.contents, next, 0) ?? [{ start: 0, end: text.length, text: printDocument(next) }];
  return applyEdits(text, edits);
}

class TextEditor {
  constructor(
    private readonly text: string,
    private readonly doc: Document,
  ) {}

  /**
   * The edits that make `node` read as `next`, or undefined when it must be printed anew as a whole entry. `indent` is
   * the column of the key or dash it is the value of.
   */
  value(node: unknown, next: unknown, indent: number): Edit[] | undefined {
    if (isDeepStrictEqual(this.js(node), next)) return [];
    if (isScalar(node) && (next === null || typeof next !== 'object')) return this.scalar(node, next, indent);
    if (isMap(node) && isPlainObject(next) && node.srcToken?.type === 'block-map') return this.map(node, next);
    if (isSeq(node) && Array.isArray(next) && node.srcToken?.type === 'block-seq') return this.seq(node, next);
    // A list or mapping in brackets, or an empty one, stays on its line: printed anew in brackets.
    if ((isMap(node) || isSeq(node)) && node.flow && isCollection(next) && node.range) {
      return [{ start: node.range[0], end: node.range[1], text: this.flow(next) }];
    }
    return undefined;
  }

  private scalar(node: Scalar, next: unknown, indent: number): Edit[] | undefined {
    if (!node.range) return undefined;
    const [start, end] = node.range;
    const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
    if (block && typeof next === 'string') {
      // Folded again at the width the author folded it, from the indentation of its lines.
      const width = Math.max(...this.text.slice(start, end).split('\n').map((line) => line.length));
      const printed = printBlockText(next, node.type!, Math.max(20, width - indent));
      return [{ start, end, text: `${reindent(printed, indent).trimEnd()}\n` }];
    }
    const type = typeof next === 'string' && node.type !== Scalar.PLAIN ? node.type : undefined;
    const printed = printValue(new Scalar(next), type, 0).trimEnd();
    if (printed.includes('\n')) return undefined;
    return [{ start, end, text: printed }];
  }

  private map(map: YAMLMap, next: Record<string, unknown>): Edit[] | undefined {
    const keys = map.items.map(keyOf);
    const wanted = Object.keys(next);
    const indent = this.column(map.range![0]);
    if (isDeepStrictEqual(keys, wanted)) {
      const edits: Edit[] = [];
      for (const pair of map.items) {
        const changed = this.value(pair.value, next[keyOf(pair)], indent);
        if (!changed) return this.rebuild(map, wanted.map((key) => ({ key, value: next[key], from: map.items.find((item) => keyOf(item) === key) })), indent, 'map');
        edits.push(...changed);
      }
      return edits;
    }
    return this.rebuild(map, wanted.map((key) => ({ key, value: next[key], from: map.items.find((item) => keyOf(item) === key) })), indent, 'map');
  }

  private seq(seq: YAMLSeq, next: unknown[]): Edit[] | undefined {
    const indent = this.column(seq.range![0]);
    const old = seq.items.map((item) => ({ item: item as Node, value: this.js(item), used: false }));
    // An unchanged item keeps its text wherever it moved; a changed one is edited where it was.
    const from = next.map((value) => {
      const same = old.find((candidate) => !candidate.used && isDeepStrictEqual(candidate.value, value));
      if (same) same.used = true;
      return same;
    });
    for (const index of next.keys()) {
      const inPlace = old[index];
      if (!from[index] && inPlace && !inPlace.used) {
        inPlace.used = true;
        from[index] = inPlace;
      }
    }
    const inOrder = next.length === old.length && from.every((entry, index) => entry === old[index]);
    if (inOrder) {
      const edits: Edit[] = [];
      for (const [index, entry] of from.entries()) {
        const changed = this.value(entry!.item, next[index], indent);
        if (!changed) return this.rebuild(seq, next.map((value, at) => ({ value, from: from[at]?.item })), indent, 'seq');
        edits.push(...changed);
      }
      return edits;
    }
    return this.rebuild(seq, next.map((value, index) => ({ value, from: from[index]?.item })), indent, 'seq');
  }

  /**
   * The collection's text made again from its entries: each kept entry's own text (from the comment lines above it
   * to the end of its last line) with its own changes, and each new entry printed at the collection's indentation.
   * The blank lines above a kept entry stay above it.
   */
  private rebuild(
    collection: YAMLMap | YAMLSeq,
    entries: Array<{ key?: string; value: unknown; from?: Pair | Node }>,
    indent: number,
    kind: 'map' | 'seq',
  ): Edit[] | undefined {
    const layout = this.layout(collection);
    if (!layout) return undefined;
    const { spans, midLine } = layout;
    const start = spans[0]!.start;
    const end = spans[spans.length - 1]!.end;
    // Each part as whole lines, indentation included.
    const parts = entries.map(({ key, value, from }, index) => {
      const at = spans.findIndex((candidate) => candidate.entry === from);
      const span = spans[at];
      const node = from && isPair(from) ? from.value : from;
      const changes = span && this.value(node, value, indent);
      if (span && changes) {
        const blankLinesAbove = index > 0 && at > 0 ? spans[at - 1]!.separator : '';
        return blankLinesAbove + (midLine && at === 0 ? ' '.repeat(indent) : '') + applyEdits(this.text, changes, span.start, span.end);
      }
      const printed = printValue(kind === 'map' ? { [key!]: value } : [value], undefined, 0);
      return reindent(printed, indent, true);
    });
    const text = parts.join('');
    // A collection that starts on the line of the list item it is in keeps that line's start.
    return [{ start, end, text: midLine ? text.slice(indent) : text }];
  }

  /**
   * Where each entry's text is: from the start of its first line (with the comment lines right above it) to the end
   * of its last, and the blank lines after it. A collection that starts mid-line (a mapping that is a list item)
   * starts at its first key.
   */
  private layout(collection: YAMLMap | YAMLSeq) {
    if (!collection.range) return undefined;
    const lineStarts = collection.items.map((entry) => {
      const node = isPair(entry) ? (entry.key as Node) : (entry as Node);
      return node?.range ? this.lineStart(node.range[0]) : undefined;
    });
    if (lineStarts.some((start) => start === undefined)) return undefined;
    const midLine = this.text.slice(this.lineStart(collection.range[0]), collection.range[0]).trim() !== '';
    const starts = lineStarts.map((lineStart, index) => (index === 0 && midLine ? collection.range![0] : this.withCommentsAbove(lineStart!)));
    const spans = collection.items.map((entry, index) => {
      const next = starts[index + 1];
      const end = next === undefined ? this.lineEnd(collection.range![1]) : starts[index]! + this.text.slice(starts[index], next).replace(/\n(?:[ \t]*\n)+$/, '\n').length;
      return { entry: entry as Pair | Node, start: starts[index]!, end, separator: next === undefined ? '' : this.text.slice(end, next) };
    });
    return { spans, midLine };
  }

  private withCommentsAbove(lineStart: number): number {
    let start = lineStart;
    while (start > 0) {
      const previous = this.lineStart(start - 1);
      if (!this.text.slice(previous, start).trim().startsWith('#')) break;
      start = previous;
    }
    return start;
  }

  private lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** The offset after the newline ending the last line that holds text before `offset`. */
  private lineEnd(offset: number): number {
    let end = offset;
    while (end > 0 && /\s/.test(this.text[end - 1]!)) end--;
    const newline = this.text.indexOf('\n', end);
    return newline === -1 ? this.text.length : newline + 1;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  private flow(value: unknown): string {
    const doc = new Document(value);
    if (isMap(doc.contents) || isSeq(doc.contents)) doc.contents.flow = true;
    return doc.toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd();
  }

  private js(node: unknown): unknown {
    return isScalar(node) || isMap(node) || isSeq(node) ? node.toJS(this.doc) : node;
  }
}

/** `value` printed as a YAML document at indentation 0, a text in `type`'s style when given. */
function printValue(value: unknown, type: Scalar.Type | undefined, width: number): string {
  const doc = new Document(value);
  if (type && isScalar(doc.contents)) doc.contents.type = type;
  return doc.toString({ lineWidth: width });
}

/** A text in a block style (`|` or `>`), its lines indented by two spaces, as the value of a key. */
function printBlockText(value: string, type: Scalar.Type, width: number): string {
  const text = new Scalar(value);
  text.type = type;
  const doc = new Document(new Map([['text', text]]));
  return doc.toString({ lineWidth: width }).replace(/^text: /, '');
}

function printDocument(value: unknown): string {
  return stringify(value, { lineWidth: 0 });
}

/** Every line but the first indented by `indent` spaces (the first too with `all`), blank lines left empty. */
function reindent(text: string, indent: number, all = false): string {
  const pad = ' '.repeat(indent);
  return text
    .split('\n')
    .map((line, index) => (line === '' || (index === 0 && !all) ? line : pad + line))
    .join('\n');
}

function applyEdits(text: string, edits: readonly Edit[], from = 0, to = text.length): string {
  let result = '';
  let at = from;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < at) throw new Error('overlapping edits');
    result += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + text.slice(at, to);
}

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCollection(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
