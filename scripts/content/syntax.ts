/**
 * One YAML syntax error per file, where the author has to fix it. A single slip (an unclosed bracket, a quote
 * that is never closed) makes the parser report dozens of errors further down, none of them at the slip; the
 * author needs the one place to fix, so this finds the cause and reports it alone.
 */
import { Lexer, type YAMLError } from 'yaml';
import { positionAt, type SourceDocument, type SourcePosition } from './positions.ts';

export interface SyntaxProblem extends SourcePosition {
  message: string;
}

const closers: Record<string, string> = { '[': ']', '{': '}' };
const followOn = 'later problems in this file may follow from it, so fix this one first';

interface Token {
  offset: number;
  text: string;
}

/** The lexer's marker tokens (document, flow end, scalar) are not part of the source text. */
const markers = new Set(['\x02', '\x18', '\x1f']);

function tokens(text: string): Token[] {
  const found: Token[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (markers.has(token)) continue;
    found.push({ offset, text: token });
    offset += token.length;
  }
  return found;
}

/** The first `[` or `{` that is never closed (or is closed by the wrong bracket), with its offset. */
function unclosedBracket(all: Token[]): { offset: number; opener: string } | undefined {
  const open: Array<{ offset: number; opener: string }> = [];
  for (const token of all) {
    if (token.text === '[' || token.text === '{') open.push({ offset: token.offset, opener: token.text });
    else if (token.text === ']' || token.text === '}') {
      const top = open.at(-1);
      if (top && closers[top.opener] !== token.text) return open[0];
      open.pop();
    }
  }
  return open[0];
}

/** A quoted text that runs on over line ends and contains `offset`: usually a closing quote left out. */
function runawayQuote(all: Token[], offset: number): Token | undefined {
  return all.find(
    (token) => /^["']/.test(token.text) && token.text.includes('\n') && token.offset <= offset && offset <= token.offset + token.text.length,
  );
}

function explain(problem: YAMLError): string {
  if (problem.code === 'DUPLICATE_KEY') return 'the same key appears twice in this block';
  if (problem.code === 'TAB_AS_INDENT') return 'indent with spaces, not tabs';
  if (problem.code === 'BAD_INDENT' || problem.code === 'MISSING_CHAR') {
    return `${problem.message.split(' at line')[0]}: check that this line is indented like the lines it belongs with`;
  }
  return problem.message.split(' at line')[0] ?? problem.message;
}

/**
 * `name: Ben` followed by a line indented further (`     role: engineer`) makes YAML read the second line as
 * more of the value "Ben", and it complains at the value. The line to fix is the one below.
 */
function overIndentedLine(text: string, source: SourceDocument, problem: YAMLError): SourcePosition | undefined {
  if (problem.code !== 'BLOCK_AS_IMPLICIT_KEY' && problem.code !== 'MULTILINE_IMPLICIT_KEY') return undefined;
  const { line } = positionAt(source, problem.pos[0]);
  const lines = text.split('\n');
  const current = lines[line - 1] ?? '';
  const next = lines[line] ?? '';
  const indent = (value: string) => value.length - value.trimStart().length;
  if (!/^\s*(- )?[^\s#][^:]*:\s+\S/.test(current) || !/^\s*[^\s#-][^:]*:(\s|$)/.test(next)) return undefined;
  const keyColumn = indent(current) + (current.trimStart().startsWith('- ') ? 2 : 0);
  if (indent(next) <= keyColumn) return undefined;
  return { line: line + 1, col: indent(next) + 1 };
}

/** The one syntax problem to report for a file that did not parse, or undefined when `problems` is empty. */
export function firstSyntaxProblem(text: string, source: SourceDocument, problems: readonly YAMLError[]): SyntaxProblem | undefined {
  const sorted = [...problems].sort((a, b) => a.pos[0] - b.pos[0]);
  const first = sorted[0];
  if (!first) return undefined;
  const more = problems.length > 1 ? `; ${followOn}` : '';
  const all = tokens(text);

  const bracket = unclosedBracket(all);
  if (bracket && bracket.offset <= first.pos[0]) {
    const closer = closers[bracket.opener];
    return { ...positionAt(source, bracket.offset), message: `this ${bracket.opener} is never closed: add the matching ${closer} after its last item${more}` };
  }
  const quote = runawayQuote(all, first.pos[0]);
  if (quote) {
    const mark = quote.text[0];
    return { ...positionAt(source, quote.offset), message: `this quoted text is never closed: add the missing ${mark}${more}` };
  }
  const indented = overIndentedLine(text, source, first);
  if (indented) return { ...indented, message: `this line is indented further than the key above it, so it reads as part of that value: line it up with the keys around it${more}` };
  return { ...positionAt(source, first.pos[0]), message: `${explain(first)}${more}` };
}
