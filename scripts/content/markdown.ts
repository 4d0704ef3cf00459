/**
 * Markdown entries of a collection (`content/resources/*.md`): YAML front matter, checked by the entry's schema like
 * any YAML file, then a body in GitHub-flavoured Markdown, turned into a sanitised HTML tree here, at build time, so
 * no Markdown parser reaches the browser. The body is held to the same rules as the rest of the content: a link to a
 * page that does not exist, a picture that is not in public/ (or art/), a picture with no alt text, raw HTML, or a
 * heading that skips a level stops the build at its line.
 */
import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { MarkdownElement, MarkdownNode } from '../../src/lib/markdown-nodes.ts';

/** A Markdown file cut in two: its front matter's YAML and its body, each with the line it starts on (1-based). */
export interface MarkdownParts {
  frontMatter: string;
  frontMatterLine: number;
  body: string;
  bodyLine: number;
}

/** A problem in a body, at its line and column in the whole file. */
export interface BodyProblem {
  line: number;
  col: number;
  message: string;
}

/** What a body's links and pictures may point at. */
export interface BodyTargets {
  /** A page of the site, or an old address that redirects to one: `/about-us/careers`. */
  isPage(pathname: string): boolean;
  /** A file the site serves: `/data/sample.csv`, `/images/x.svg`. */
  isAsset(pathname: string): boolean;
  /** A picture's intrinsic size, so the page keeps its place while it loads; undefined when it cannot be read. */
  sizeOf(pathname: string): { width: number; height: number } | undefined;
}

/** A compiled body: its nodes to render, and the count of its words (for the reading time). */
export interface CompiledBody {
  nodes: MarkdownNode[];
  words: number;
}

const FENCE = /^---\r?\n/;

/**
 * The front matter between the first line `---` and the next line `---`, and the body after it; undefined when the
 * file does not start with front matter.
 */
export function splitFrontMatter(text: string): MarkdownParts | undefined {
  if (!FENCE.test(text)) return undefined;
  const start = text.indexOf('\n') + 1;
  const end = /^---[ \t]*\r?$/m.exec(text.slice(start));
  if (!end) return undefined;
  const frontMatter = text.slice(start, start + end.index);
  const afterFence = start + end.index + end[0].length;
  const body = text.slice(afterFence).replace(/^\r?\n/, '');
  const linesBefore = (upTo: number) => text.slice(0, upTo).split('\n').length;
  return { frontMatter, frontMatterLine: 2, body, bodyLine: linesBefore(text.length - body.length) };
}

/**
 * GitHub's sanitising rules, plus the attributes the build sets itself on links and pictures. Ids are not prefixed
 * again: remark-rehype already gives the footnotes' ids and links one `user-content-` prefix, and a second one on the
 * ids alone would break every footnote link.
 */
const sanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'rel'],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding'],
  },
};

const markdown = unified().use(remarkParse).use(remarkGfm);
// The footnotes' heading is shown, as the heading of the notes it is (remark-rehype hides it by default).
const toHtml = unified().use(remarkRehype, { footnoteLabel: 'Notes', footnoteLabelProperties: {} }).use(rehypeSanitize, sanitizeSchema);

/** Counts words as a reader would: what the body says, not its markup. */
function countWords(tree: MdastRoot): number {
  let words = 0;
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') words += node.value.split(/\s+/).filter(Boolean).length;
  });
  return words;
}

/** The path of an address on this site (`/a/b` of `/a/b?x=1#c`), or undefined for another site's or a fragment. */
function sitePath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  return new URL(url, 'https://site.invalid').pathname;
}

/**
 * Checks a body and turns it into a sanitised HTML tree. Line numbers in the problems are the file's: `bodyLine` is
 * where the body starts in it.
 */
export async function compileBody(body: string, bodyLine: number, targets: BodyTargets): Promise<{ compiled?: CompiledBody; problems: BodyProblem[] }> {
  const problems: BodyProblem[] = [];
  const tree = markdown.parse(body);
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + bodyLine - 1,
    col: node.position?.start.column ?? 1,
  });
  const problem = (node: { position?: { start: { line: number; column: number } } }, message: string) => problems.push({ ...at(node), message });

  let previousDepth = 1;
  visit(tree, (node) => {
    switch (node.type) {
      case 'heading':
        if (node.depth === 1) problem(node, 'a body starts at ## (the page\'s # is its title): make this heading ##');
        else if (node.depth > previousDepth + 1) {
          problem(node, `this heading skips a level: after ${'#'.repeat(previousDepth)} comes ${'#'.repeat(previousDepth + 1)}, not ${'#'.repeat(node.depth)}`);
        }
        previousDepth = node.depth;
        break;
      case 'html':
        problem(node, 'a body holds no HTML: write it in Markdown');
        break;
      case 'image': {
        if (!node.alt?.trim()) problem(node, `the picture ${node.url} has no alt text: say what it shows in ![…](${node.url})`);
        const path = sitePath(node.url);
        if (!path) problem(node, `pictures come from this site (a path starting with /), not ${node.url}`);
        else if (!targets.isAsset(path)) problem(node, `the picture ${path} is not in public/ or art/`);
        break;
      }
      case 'link':
      case 'definition': {
        const path = sitePath(node.url);
        if (path) {
          if (!targets.isPage(path) && !targets.isAsset(path)) problem(node, `the link ${node.url} goes to no page or file of this site`);
        } else if (!/^(https:\/\/|mailto:|#)/.test(node.url)) {
          problem(node, `a link goes to a page of this site (/…), an https:// address or a mailto: address, not ${node.url}`);
        }
        break;
      }
      default:
        break;
    }
  });
  if (problems.length > 0) return { problems };

  const html = (await toHtml.run(tree)) as HastRoot;
  visit(html, 'element', (element: Element) => {
    const href = element.properties.href;
    if (element.tagName === 'a' && typeof href === 'string' && href.startsWith('https://')) element.properties.rel = ['noopener', 'noreferrer'];
    // A code block or a table scrolls sideways where it is wider than the column: a keyboard user scrolls it once it
    // takes focus (WCAG 2.1.1; axe's scrollable-region-focusable).
    if (element.tagName === 'pre' || element.tagName === 'table') element.properties.tabIndex = 0;
    if (element.tagName === 'img' && typeof element.properties.src === 'string') {
      const size = targets.sizeOf(element.properties.src);
      if (size) Object.assign(element.properties, size);
      element.properties.loading = 'lazy';
      element.properties.decoding = 'async';
    }
  });
  return { compiled: { nodes: pageNodes(html), words: countWords(tree) }, problems };
}

/** A React prop's name for a hast property: `ariaDescribedBy` is `aria-describedby`, `dataFootnoteRef` is `data-footnote-ref`. */
function propName(name: string): string {
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return name === 'checked' ? 'defaultChecked' : name;
}

/**
 * Elements whose children are blocks: the line breaks between those are no text a reader sees (in a table the
 * browser's parser drops them, and React must not render them there either).
 */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'ol', 'ul', 'section', 'table', 'thead', 'tbody', 'tfoot', 'tr']);

/** The tree as the page carries it (src/lib/markdown-nodes.ts): no positions, no whitespace between blocks. */
function pageNodes(root: HastRoot): MarkdownNode[] {
  const childrenOf = (parent: string, children: HastContent[]): MarkdownNode[] =>
    children.flatMap<MarkdownNode>((child) => {
      if (child.type === 'text') return BLOCK_PARENTS.has(parent) && child.value.trim() === '' ? [] : [child.value];
      if (child.type !== 'element') return [];
      return [toNode(child)];
    });
  const toNode = (element: Element): MarkdownElement => {
    const props: Record<string, string | number | boolean> = {};
    for (const [name, value] of Object.entries(element.properties)) {
      if (value === null || value === undefined || value === false) continue;
      props[propName(name)] = Array.isArray(value) ? value.join(' ') : value;
    }
    return [element.tagName, props, ...childrenOf(element.tagName, element.children)];
  };
  return childrenOf('root', root.children);
}
