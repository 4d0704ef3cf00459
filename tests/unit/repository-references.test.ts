import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The repository explains itself: a clone has docs/ and nothing beside it, so no comment, schema, script, test or
 * document may send a reader to a file outside the repository, and no Markdown link may lead to a file it lacks.
 * Reasons live in docs/ (docs/README.md).
 */

const root = join(import.meta.dirname, '..', '..');

/**
 * The files a clone has: the tracked ones, and new ones not yet committed (but never ignored ones, such as dist/ or
 * the generated src/content/, which a clone lacks until it builds). Deleted but still tracked files are left out.
 */
function repositoryFiles(): string[] {
  // safe.directory: in CI's containers the checkout belongs to another user than the one running the tests.
  const listing = execFileSync('git', ['-c', `safe.directory=${root}`, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listing.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file))).sort();
}

/** The text of a file, or undefined for a binary one (a NUL byte in its first 8,000 bytes, as Git decides). */
function textOf(file: string): string | undefined {
  const bytes = readFileSync(join(root, file));
  return bytes.subarray(0, 8000).includes(0) ? undefined : bytes.toString('utf8');
}

/**
 * Citations of the documents the site was first specified in, which live beside the repository, not in it. Written
 * so that this file's own source does not match them.
 */
const outsideCitations: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\.\.\/shared\b/, what: 'a path into the folder beside the repository' },
  { pattern: /\bDESIGN\.md\b/, what: 'the design document outside the repository' },
  { pattern: /\bsite[-]spec\b/, what: 'the product specification outside the repository' },
  { pattern: /\bspec\s§/i, what: 'a section of the product specification outside the repository' },
];

/** `file:line: problem: the line`, for every line of `text` that matches. */
function citationsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    outsideCitations.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`),
  );
}

/** The Markdown with code blocks and code spans blanked out (line breaks kept), so only real links remain. */
function withoutCode(markdown: string): string {
  const blank = (code: string) => ' '.repeat(code.length);
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) fence = marker;
      else if (fence !== undefined && marker?.startsWith(fence)) fence = undefined;
      else if (fence === undefined) return line.replace(/(`+)[^`].*?\1/g, blank);
      return blank(line);
    })
    .join('\n');
}

/** Relative link targets in Markdown: inline links and images, and reference definitions, with their line. */
function relativeLinks(markdown: string): Array<{ target: string; line: number }> {
  const text = withoutCode(markdown);
  const inline = /!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
  // A footnote (`[^1]: …`) is text, not a link.
  const definition = /^ {0,3}\[(?!\^)[^\]]+\]:\s*(<[^>]*>|\S+)/gm;
  const found = [...text.matchAll(inline), ...text.matchAll(definition)].map((match) => ({
    target: match[1]!.replace(/^<|>$/g, ''),
    line: text.slice(0, match.index).split('\n').length,
  }));
  // A scheme (https:, mailto:) or a fragment of the same document is not a file of the repository, nor is an address
  // of the site (`/about-us/careers` in a resource's body), which the content build checks against the site's pages.
  return found.filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('/'));
}

/** A link's path with its %-escapes decoded, or as written when they are not valid. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Where a link from `file` to `target` leads, from the repository's root: GitHub reads a leading `/` as the
 * repository's root. Undefined when it leads out of the repository.
 */
function resolveLink(file: string, target: string): string | undefined {
  const path = decoded(target.replace(/[?#].*$/, ''));
  const resolved = posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(file), path)).replace(/\/$/, '');
  return resolved === '..' || resolved.startsWith('../') ? undefined : resolved;
}

/** `file:line: target` for every relative link in a Markdown file whose target the repository does not have. */
function brokenLinks(files: readonly string[], texts: ReadonlyMap<string, string>): string[] {
  const present = new Set(files);
  const folders = new Set(files.flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
  const exists = (path: string) => path === '.' || present.has(path) || folders.has(path);
  return files
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      relativeLinks(texts.get(file) ?? '').flatMap(({ target, line }) => {
        const resolved = resolveLink(file, target);
        if (resolved === undefined) return [`${file}:${line}: ${target} leads out of the repository`];
        return exists(resolved) ? [] : [`${file}:${line}: ${target} is not in the repository (${resolved})`];
      }),
    );
}

describe('references inside the repository', () => {
  const files = repositoryFiles();
  const texts = new Map(files.flatMap((file) => {
    const text = textOf(file);
    return text === undefined ? [] : [[file, text] as const];
  }));

  it('reads the repository: its Markdown, its code and this file among them', () => {
    expect(texts.has('README.md')).toBe(true);
    expect(texts.has('docs/README.md')).toBe(true);
    expect(texts.has('tests/unit/repository-references.test.ts')).toBe(true);
  });

  it('no file cites a document outside the repository: reasons are in docs/', () => {
    const citations = [...texts].flatMap(([file, text]) => citationsIn(file, text));
    expect(citations).toEqual([]);
  });

  it('every relative link in a Markdown file leads to a file or folder of the repository', () => {
    expect(brokenLinks(files, texts)).toEqual([]);
  });

  it('finds a citation and a broken link where there is one', () => {
    const cited = ['See the decisions.', `As in ${'DESIGN'}.md §4.`, `The ${'..'}/shared/spec, spec ${'§'}9.`].join('\n');
    expect(citationsIn('example.ts', cited).map((problem) => problem.split(': ')[0])).toEqual(['example.ts:2', 'example.ts:3', 'example.ts:3']);
    const markdown = [
      '# Example',
      '[fine](docs/README.md) and [also fine](./docs/) and [web](https://example.com) and [here](#example)',
      '`[code](not-a-link.md)`',
      '[gone](docs/missing.md#part)',
      '[out](../elsewhere.md)',
      '[root](/README.md)',
    ].join('\n');
    expect(brokenLinks(['docs/README.md', 'README.md', 'example.md'], new Map([['example.md', markdown]]))).toEqual([
      'example.md:4: docs/missing.md#part is not in the repository (docs/missing.md)',
      'example.md:5: ../elsewhere.md leads out of the repository',
    ]);
  });
});
