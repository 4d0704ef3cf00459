import { isSchemaObject, resolveRef, schemaAt, type JsonSchema, type LoadedSchema } from '../content/schemas.ts';
import { SITE_INDEX_FILE } from '../content/site-index.ts';
import { COLLECTIONS } from '../content/collections.ts';
import { type EditorFile, titleOf } from '../content/editor-schemas.ts';
import type { EditorField, EditorConfig, EditorProperty } from '../../src/admin/editor-config.ts';

/*
 * The browser editor's configuration, made from the content schemas by the content build (`npm run content` writes
 * it, `npm run content:check` fails while it is out of date): for each schema, the form it makes, with every `$ref`
 * followed. The lists a value must come from (the site's pages, its files, the ids of a list in another file) are
 * named, not copied: the editor asks the running site index for them, so a picture uploaded a moment ago is there.
 */

export const EDITOR_CONFIG_PATH = 'src/admin/editor-config.generated.json';

/** The configuration as one of the files the content build keeps current. */
export function editorConfigFile(schemas: readonly LoadedSchema[]): EditorFile {
  return {
    file: EDITOR_CONFIG_PATH,
    contents: `${JSON.stringify(editorConfig(schemas), null, 1)}\n`,
    compare: 'text',
    reason: "the content schemas have changed since the browser editor's forms were made from them",
  };
}

export function editorConfig(schemas: readonly LoadedSchema[]): EditorConfig {
  const collections = new Map(COLLECTIONS.map((collection) => [collection.schema, collection]));
  return {
    schemas: Object.fromEntries(
      schemas.map((schema) => [schema.name, { title: schemaTitle(schema), field: fieldOf(schema.schema, schema, schemas, [], schemaTitle(schema)) }]),
    ),
    collections: Object.fromEntries([...collections.values()].map((collection) => [collection.folder, { schema: collection.schema, format: collection.format }])),
  };
}

function schemaTitle(schema: LoadedSchema): string {
  return String(schema.schema.title ?? schema.name);
}

/** The form field for a schema, `$ref`s followed (a `$ref` already being followed on this path is a loop: cut). */
function fieldOf(node: JsonSchema, owner: LoadedSchema, schemas: readonly LoadedSchema[], seen: string[], fallbackTitle: string): EditorField {
  const title = text(node.title) ?? fallbackTitle;
  const description = text(node.description) ?? text(node.$comment);
  const base = { title, ...(description ? { description } : {}) };

  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    const siteIndex = ref.startsWith(SITE_INDEX_FILE) ? ref.slice(ref.indexOf('#/$defs/') + '#/$defs/'.length) : undefined;
    if (siteIndex) return { ...base, kind: 'text', choices: siteIndex, ...limits(node) };
    const resolved = resolveRef(ref, owner, schemas);
    const target = resolved && schemaAt(resolved.target.schema, resolved.pointer);
    const key = `${resolved?.target.name}#${resolved?.pointer}`;
    if (!resolved || !isSchemaObject(target) || seen.includes(key)) return { ...base, kind: 'yaml' };
    const { $ref: _ref, ...rest } = node;
    // A definition without a title of its own is called by its name: `#/$defs/sectionItem` is "Section item".
    const named = text(node.title) ?? text(target.title) ?? titleOf(resolved.pointer.split('/').pop() ?? '');
    return fieldOf({ ...target, ...rest, title: named, description: node.description ?? target.description }, resolved.target, schemas, [...seen, key], named);
  }

  const choices = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : undefined;
  if (choices && node.type !== 'string') {
    const variants = choices.filter(isSchemaObject).map((choice) => fieldOf(choice, owner, schemas, seen, title));
    // Texts of several forms (an address on this site, or one starting with https://): one text, checked on save.
    if (variants.every((variant) => variant.kind === 'text')) return { ...base, kind: 'text', ...limits(node) };
    if (!variants.every((variant) => variant.kind === 'object')) return { ...base, kind: 'yaml' };
    const objects = variants as Array<Extract<EditorField, { kind: 'object' }>>;
    const discriminator = discriminatorOf(objects);
    return {
      ...base,
      kind: 'variants',
      ...(discriminator ? { discriminator } : {}),
      variants: objects.map((field) => {
        const values = discriminator ? valuesOf(field.properties.find((property) => property.name === discriminator)!.field) : undefined;
        return { ...(values ? { values } : {}), field };
      }),
    };
  }

  // A value from a list, or one fixed value, says it is a text without saying `type: string`.
  const type = node.type ?? (Array.isArray(node.enum) || typeof node.const === 'string' ? 'string' : undefined);
  switch (type) {
    case 'object': {
      const properties = isSchemaObject(node.properties) ? node.properties : {};
      const required = Array.isArray(node.required) ? node.required.map(String) : [];
      return {
        ...base,
        kind: 'object',
        properties: Object.entries(properties)
          .filter((entry): entry is [string, JsonSchema] => isSchemaObject(entry[1]))
          .map(([name, property]): EditorProperty => ({ name, required: required.includes(name), field: fieldOf(property, owner, schemas, seen, name) })),
      };
    }
    case 'array': {
      const item = isSchemaObject(node.items) ? fieldOf(node.items, owner, schemas, seen, singular(title)) : ({ title: singular(title), kind: 'yaml' } as EditorField);
      return {
        ...base,
        kind: 'list',
        item,
        ...(typeof node.minItems === 'number' ? { minItems: node.minItems } : {}),
        ...(typeof node.maxItems === 'number' ? { maxItems: node.maxItems } : {}),
        ...(typeof node.uniqueBy === 'string' ? { uniqueBy: node.uniqueBy } : {}),
      };
    }
    case 'integer':
    case 'number':
      return {
        ...base,
        kind: 'number',
        integer: type === 'integer',
        ...(typeof node.minimum === 'number' ? { minimum: node.minimum } : {}),
        ...(typeof node.maximum === 'number' ? { maximum: node.maximum } : {}),
      };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'string': {
      const format = typeof node.format === 'string' ? node.format : undefined;
      return {
        ...base,
        kind: 'text',
        ...limits(node),
        ...(Array.isArray(node.enum) ? { options: node.enum.map(String) } : {}),
        ...(typeof node.const === 'string' ? { constant: node.const } : {}),
        ...(format ? { format } : {}),
        // A string that is a choice among the site's pages or files: the site index names the list.
        ...(format && ['site-path', 'link', 'asset'].includes(format) ? { choices: ({ 'site-path': 'page', link: 'link', asset: 'asset' } as const)[format as 'site-path'] } : {}),
      };
    }
    default:
      return { ...base, kind: 'yaml' };
  }
}

function limits(node: JsonSchema) {
  return {
    ...(typeof node.minLength === 'number' ? { minLength: node.minLength } : {}),
    ...(typeof node.maxLength === 'number' ? { maxLength: node.maxLength } : {}),
    ...(typeof node.pattern === 'string' ? { pattern: node.pattern } : {}),
  };
}

/** The values a text field allows: its constant, or its options. */
function valuesOf(field: EditorField): string[] | undefined {
  if (field.kind !== 'text') return undefined;
  return field.constant !== undefined ? [field.constant] : field.options;
}

/**
 * The key whose fixed values tell the variants apart (a resource's `type`, a form field's `kind`); none when they
 * differ by their keys alone (a menu entry that is a link or a section).
 */
function discriminatorOf(objects: Array<Extract<EditorField, { kind: 'object' }>>): string | undefined {
  const candidates = objects[0]!.properties.map((property) => property.name);
  return candidates.find((name) => {
    const sets = objects.map((object) => {
      const property = object.properties.find((candidate) => candidate.name === name);
      return property?.required ? valuesOf(property.field) : undefined;
    });
    if (sets.some((set) => !set)) return false;
    const all = sets.flat();
    return new Set(all).size === all.length;
  });
}

function singular(title: string): string {
  return title.replace(/ies$/, 'y').replace(/s$/, '');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
