import { parse, stringify } from 'yaml';
import { previewPage } from '../../src/admin/preview-pages.ts';
import { COLLECTIONS, SLUG_PATTERN } from '../content/collections.ts';
import type { ContentError } from '../content/errors.ts';
import { splitFrontMatter } from '../content/markdown.ts';
import { SCHEMA_SUFFIX } from '../content/schemas.ts';
import { editYaml } from './yaml-edit.ts';

/*
 * What the editor knows about a content file, whichever side keeps the files: the development server's API
 * (scripts/admin/api.ts, files on disk) and the GitHub backend (src/admin/github/, files in the repository). Nothing
 * here reads or writes a file, so it runs in Node and in the browser alike.
 */

export interface ContentFileSummary {
  /** Path from the root: `content/faq.yaml`, `content/resources/x.md`. */
  file: string;
  /** `faq`, `products/x`, `resources/x`. */
  name: string;
  /** The schema its form is made from. */
  schema: string;
  format: 'yaml' | 'markdown';
  /** The page that shows it, for the preview; null for none. */
  page: string | null;
}

export interface OpenedFile extends ContentFileSummary {
  data: unknown;
  /** A Markdown entry's text below its front matter. */
  body?: string;
}

/** What a save or a check answers: the build's messages, each at the field it names, with its terminal line. */
export interface CheckResult {
  errors: Array<ContentError & { text: string }>;
}

/** A content file's summary from its name (`faq`, `products/x`) and, for the preview's page, its data. */
export function describeContentFile(name: string, data: unknown): ContentFileSummary {
  const collection = COLLECTIONS.find((candidate) => name.startsWith(`${candidate.folder}/`));
  const format = collection?.format ?? 'yaml';
  return { file: `content/${name}${format === 'markdown' ? '.md' : '.yaml'}`, name, schema: collection?.schema ?? name, format, page: previewPage(name, data) };
}

/** The content file's name for a path inside content/ (`faq.yaml` → `faq`), or undefined for any other file there. */
export function contentFileName(pathInContent: string): string | undefined {
  const isFile = (pathInContent.endsWith('.yaml') && !pathInContent.includes('/')) || COLLECTIONS.some((collection) => pathInContent.startsWith(`${collection.folder}/`));
  return isFile ? pathInContent.replace(/\.(yaml|md)$/, '') : undefined;
}

/** Whether a name an editor sends is a content file's (`faq`, `products/x`), so no other path is ever read or written. */
export function isContentFileName(name: string): boolean {
  const [first, second, ...rest] = name.split('/');
  return rest.length === 0 && (second === undefined ? /^[a-z][a-z0-9-]*$/.test(first!) : COLLECTIONS.some((collection) => collection.folder === first) && SLUG_PATTERN.test(second));
}

/** A file's data (a Markdown entry's front matter) and, for Markdown, its body. */
export function readContentText(summary: ContentFileSummary, text: string): { data: unknown; body?: string } {
  if (summary.format === 'markdown') {
    const parts = splitFrontMatter(text);
    return { data: parts ? parse(parts.frontMatter) : null, body: parts?.body ?? text };
  }
  return { data: parse(text) };
}

/** The new text of a file: its old text with the data and body changed (only what changed: editYaml), or a new file. */
export function composeContentText(summary: ContentFileSummary, oldText: string | undefined, data: unknown, body: string | undefined): string {
  if (summary.format === 'markdown') {
    const parts = oldText === undefined ? undefined : splitFrontMatter(oldText);
    const frontMatter = parts ? editYaml(parts.frontMatter, data) : stringify(data, { lineWidth: 0 });
    return `---\n${frontMatter}---\n${body ?? parts?.body ?? ''}`;
  }
  if (oldText !== undefined) return editYaml(oldText, data);
  const schemaLine = `# yaml-language-server: $schema=${summary.name.includes('/') ? '../' : './'}schemas/${summary.schema}${SCHEMA_SUFFIX}`;
  return `${schemaLine}\n${stringify(data, { lineWidth: 0 })}`;
}

/** The site index's lists (pages, files, ids) from its JSON, as the editor's selects offer them. */
export function choicesOf(siteIndexText: string): Record<string, string[]> {
  const index = JSON.parse(siteIndexText) as { $defs: Record<string, { enum?: string[]; anyOf?: Array<{ enum?: string[] }> }> };
  return Object.fromEntries(Object.entries(index.$defs).map(([key, definition]) => [key, definition.enum ?? definition.anyOf?.flatMap((choice) => choice.enum ?? []) ?? []]));
}

/** The file name an uploaded picture is kept under in public/images/ (lower case, dashes), or undefined for a file that is not a picture. */
export function pictureFileName(uploaded: string): string | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png|jpe?g|webp|avif)$/.exec(uploaded.toLowerCase().replace(/[^a-z0-9.]+/g, '-'));
  return match?.[0];
}

/** What the editor says about a picture it will not take. */
export const NOT_A_PICTURE = 'a picture is an SVG, PNG, JPEG, WebP or AVIF file';
