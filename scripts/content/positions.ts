import { isAlias, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

/** A parsed YAML (or JSON) text that remembers where every value came from. */
export interface SourceDocument {
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

export interface SourcePosition {
  line: number;
  col: number;
}

export function parseSource(text: string): SourceDocument {
  const lineCounter = new LineCounter();
  // prettyErrors would add multi-line code frames; every error must stay on one line.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  return { doc, lineCounter };
}

export function positionAt(source: SourceDocument, offset: number): SourcePosition {
  return source.lineCounter.linePos(offset);
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

/**
 * Where the value at `path` starts, or with `part: 'key'` where its key starts.
 * Falls back to the deepest node that exists, so a position is always found.
 */
export function locate(source: SourceDocument, path: readonly string[], part: 'value' | 'key' = 'value'): SourcePosition {
  const { doc } = source;
  let node: unknown = doc.contents;
  let key: Node | undefined;
  let reached: Node | undefined = isNode(node) ? node : undefined;
  let reachedKey: Node | undefined;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = node.items.find((item) => keyText(item.key) === segment);
      if (!pair) break;
      key = isNode(pair.key) ? pair.key : undefined;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
      key = undefined;
    } else {
      break;
    }
    if (!isNode(node) && !key) break;
    reached = isNode(node) ? node : undefined;
    reachedKey = key;
  }
  const target =
    part === 'key' && reachedKey ? reachedKey : reached && !isEmpty(reached) ? reached : (reachedKey ?? reached);
  return target?.range ? positionAt(source, target.range[0]) : { line: 1, col: 1 };
}

function keyText(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

/** `answer:` with nothing after it: the value has no characters of its own to point at. */
function isEmpty(node: Node): boolean {
  return !node.range || node.range[0] === node.range[1];
}
