import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import type { ContentError } from './errors.ts';
import { forEachSubschema, isSchemaObject, type JsonSchema, type LoadedSchema } from './schemas.ts';
import { FORMAT_DEFS, isSiteIndexRef, SITE_INDEX_PATH, siteIndexRef } from './site-index.ts';

/**
 * What the content build keeps current for editors (yaml-language-server, the engine of the
 * YAML extension): the site index and, in every content schema,
 *   - a `title` on every property, its name in words, so a hover is headed by that field's name;
 *   - beside each `format: site-path | link | asset`, a `$ref` to the site index, so the editor
 *     offers the real page addresses and files and underlines any other;
 *   - a `default` equal to the `minimum` of a number without one, so completion inserts a value
 *     that is allowed.
 * A title, `$ref` or default a developer wrote is kept. `npm run content` writes these files;
 * `npm run content:check` reports the ones that are out of date.
 */
export interface EditorFile {
  /** Path from the project root. */
  file: string;
  contents: string;
  /** `json`: only a different meaning counts as a change, so a schema's own layout is kept. */
  compare: 'json' | 'text';
  /** Why it would change, for the message of `content:check`. */
  reason: string;
}

/** The schema with everything editors need added, or undefined when it has it all already. */
export function editorSchema(schema: JsonSchema): JsonSchema | undefined {
  const copy = structuredClone(schema);
  forEachSubschema(copy, '', (subschema) => {
    if (isSchemaObject(subschema.properties)) {
      for (const [name, property] of Object.entries(subschema.properties)) {
        if (isSchemaObject(property) && typeof property.title !== 'string') {
          subschema.properties[name] = { title: titleOf(name), ...property };
        }
      }
    }
    const definition = typeof subschema.format === 'string' ? FORMAT_DEFS[subschema.format] : undefined;
    if (definition && (subschema.$ref === undefined || isSiteIndexRef(subschema.$ref))) {
      insertAfter(subschema, 'format', '$ref', siteIndexRef(definition));
    }
    const numeric = subschema.type === 'integer' || subschema.type === 'number';
    if (numeric && typeof subschema.minimum === 'number' && subschema.default === undefined) {
      insertAfter(subschema, 'minimum', 'default', subschema.minimum);
    }
  });
  return isDeepStrictEqual(copy, schema) ? undefined : copy;
}

/** `initiallyShown` → `Initially shown`, `ctaHref` → `Call to action link address`. */
export function titleOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

const WORDS: Record<string, string> = {
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  href: 'link address',
  src: 'file',
  alt: 'text alternative',
  cta: 'call to action',
  faq: 'FAQ',
  ms: '(milliseconds)',
  og: 'Open Graph',
  seo: 'SEO',
  svg: 'SVG',
  api: 'API',
  aria: 'ARIA',
  ai: 'AI',
  hr: 'HR',
  tel: 'phone link',
  max: 'maximum',
  min: 'minimum',
};

/** Sets `key` on the object, placed right after `after` so the schema reads in a sensible order. */
function insertAfter(target: JsonSchema, after: string, key: string, value: unknown): void {
  const entries = Object.entries(target).filter(([name]) => name !== key);
  const index = entries.findIndex(([name]) => name === after);
  entries.splice(index + 1, 0, [key, value]);
  for (const name of Object.keys(target)) delete target[name];
  Object.assign(target, Object.fromEntries(entries));
}

/** The schema files that need editor additions, and the site index. */
export function editorFiles(schemas: readonly LoadedSchema[], siteIndex: string): EditorFile[] {
  const files: EditorFile[] = [
    {
      file: SITE_INDEX_PATH,
      contents: siteIndex,
      compare: 'text',
      reason: 'the pages, redirects, files under public/ or listed ids have changed since it was written',
    },
  ];
  for (const schema of schemas) {
    const updated = editorSchema(schema.schema);
    if (updated) {
      files.push({
        file: schema.file,
        contents: `${JSON.stringify(updated, null, 2)}\n`,
        compare: 'json',
        reason: 'it lacks the titles, site index references or defaults the editor uses',
      });
    }
  }
  return files;
}

async function isCurrent(root: string, file: EditorFile): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(path.join(root, file.file), 'utf8');
  } catch {
    return false;
  }
  if (file.compare === 'text') return text === file.contents;
  try {
    return isDeepStrictEqual(JSON.parse(text), JSON.parse(file.contents));
  } catch {
    return false;
  }
}

/** Writes the files that are not current; returns their paths. */
export async function writeEditorFiles(root: string, files: readonly EditorFile[]): Promise<string[]> {
  const written: string[] = [];
  for (const file of files) {
    if (await isCurrent(root, file)) continue;
    await mkdir(path.dirname(path.join(root, file.file)), { recursive: true });
    await writeFile(path.join(root, file.file), file.contents);
    written.push(file.file);
  }
  return written;
}

/** One error for each file that `npm run content` would change. */
export async function staleEditorFiles(root: string, files: readonly EditorFile[]): Promise<ContentError[]> {
  const errors: ContentError[] = [];
  for (const file of files) {
    if (await isCurrent(root, file)) continue;
    errors.push({ file: file.file, line: 1, col: 1, pointer: '(editor)', message: `is out of date: ${file.reason}. Run npm run content to update it, and commit it` });
  }
  return errors;
}
