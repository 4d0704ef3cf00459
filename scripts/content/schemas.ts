import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentError } from './errors.ts';
import { isMap, isNode, isScalar, isSeq } from 'yaml';
import { joinPointer, locate, parsePointer, parseSource, positionAt, type SourceDocument, type SourcePosition } from './positions.ts';
import { listFiles } from './routes.ts';

export type JsonSchema = { [keyword: string]: unknown };

export interface LoadedSchema {
  /** `site` for `content/schemas/site.schema.json`. */
  name: string;
  /** Path from the project root, e.g. `content/schemas/site.schema.json`. */
  file: string;
  schema: JsonSchema;
  source: SourceDocument;
  /** The URI ajv knows the schema by: its own `$id`, or one made up from its file name. */
  id: string;
}

export const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
export const SCHEMA_SUFFIX = '.schema.json';
/** The type of all content files together, which the generated types.ts declares first. */
export const CONTENT_FILES_TYPE = 'ContentFiles';

/** Reads every `*.schema.json` directly in `schemasDir`; a file that is not valid JSON becomes an error. */
export async function loadSchemas(
  schemasDir: string,
  root: string,
): Promise<{ schemas: LoadedSchema[]; errors: ContentError[] }> {
  const schemas: LoadedSchema[] = [];
  const errors: ContentError[] = [];
  const names = (await listFiles(schemasDir)).filter((name) => !name.includes('/') && name.endsWith(SCHEMA_SUFFIX));
  for (const fileName of names) {
    const absolute = path.join(schemasDir, fileName);
    const file = toProjectPath(root, absolute);
    const text = await readFile(absolute, 'utf8');
    const source = parseSource(text);
    let schema: unknown;
    try {
      schema = JSON.parse(text);
    } catch (error) {
      const offset = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0);
      errors.push({ file, ...positionAt(source, offset), pointer: '(syntax)', message: (error as Error).message });
      continue;
    }
    if (!isSchemaObject(schema)) {
      errors.push({ file, line: 1, col: 1, pointer: '/', message: 'must be a JSON object' });
      continue;
    }
    const name = fileName.slice(0, -SCHEMA_SUFFIX.length);
    const id = typeof schema.$id === 'string' ? schema.$id : `https://content.invalid/schemas/${fileName}`;
    schemas.push({ name, file, schema, source, id });
  }
  return { schemas, errors };
}

export function toProjectPath(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

export function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose value is one subschema, a map of subschemas, or a list of subschemas. */
const SUBSCHEMA = ['additionalProperties', 'items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Calls `visit` for the schema and every schema nested in it, with its JSON pointer. */
export function forEachSubschema(schema: unknown, pointer: string, visit: (schema: JsonSchema, pointer: string) => void): void {
  if (!isSchemaObject(schema)) return;
  visit(schema, pointer);
  for (const keyword of SUBSCHEMA) forEachSubschema(schema[keyword], joinPointer(pointer, keyword), visit);
  for (const keyword of SUBSCHEMA_MAPS) {
    const map = schema[keyword];
    if (!isSchemaObject(map)) continue;
    for (const [name, sub] of Object.entries(map)) forEachSubschema(sub, joinPointer(pointer, keyword, name), visit);
  }
  for (const keyword of SUBSCHEMA_LISTS) {
    const list = schema[keyword];
    if (Array.isArray(list)) list.forEach((sub, index) => forEachSubschema(sub, joinPointer(pointer, keyword, index), visit));
  }
}

/**
 * The house rules for schemas, which ajv does not check: draft 2020-12, a title naming the
 * TypeScript type, no unknown keys slipping through, a description on every property
 * (editors show it as help), and type names that are unique across all schemas.
 */
export function checkSchemaRules(schemas: readonly LoadedSchema[]): ContentError[] {
  const errors: ContentError[] = [];
  const typeNames = new Map<string, string>([[CONTENT_FILES_TYPE, 'the generated types.ts']]);
  for (const { name: schemaName, file, schema, source } of schemas) {
    const report = (pointer: string, message: string, part: 'key' | 'value' = 'value') =>
      errors.push({ file, ...locate(source, parsePointer(pointer), part), pointer: pointer || '/', message });

    if (schema.$schema !== DRAFT_2020_12) {
      report(schema.$schema === undefined ? '' : '/$schema', `"$schema" must be "${DRAFT_2020_12}"`);
    }
    if (typeof schema.title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(schema.title)) {
      report(
        schema.title === undefined ? '' : '/title',
        '"title" must name the TypeScript type of this content in PascalCase, e.g. "SiteContent"',
      );
    }
    forEachSubschema(schema, '', (subschema, pointer) => {
      const typeName = typeNameOf(schemaName, subschema, pointer);
      if (typeName) {
        const earlier = typeNames.get(typeName);
        const namedAt = typeof subschema.title === 'string' ? joinPointer(pointer, 'title') : pointer;
        if (earlier) report(namedAt, `type name "${typeName}" is already used by ${earlier}; give this one another title`);
        else typeNames.set(typeName, pointer ? `${file} ${pointer}` : file);
      }
      if (isSchemaObject(subschema.properties)) {
        if (subschema.additionalProperties !== false) {
          report(pointer, 'has "properties" but not "additionalProperties": false, so misspelt keys would go unnoticed');
        }
        for (const [name, property] of Object.entries(subschema.properties)) {
          const description = isSchemaObject(property) ? property.description : undefined;
          if (typeof description !== 'string' || description.trim() === '') {
            report(joinPointer(pointer, 'properties', name), `property "${name}" has no description`, 'key');
          }
        }
      }
    });
  }
  return errors;
}

/** The name of the generated type for this schema, if it gets a named type of its own. */
function typeNameOf(schemaName: string, schema: JsonSchema, pointer: string): string | undefined {
  if (typeof schema.title === 'string' && !isPropertyPointer(pointer)) return pascalCase(schema.title);
  const definition = /\/(?:\$defs|definitions)\/([^/]+)$/.exec(pointer);
  return definition?.[1] ? definitionTypeName(schemaName, definition[1]) : undefined;
}

/**
 * Whether the pointer leads to one property of an object (`…/properties/name`). A property's
 * `title` is its name in words for editors' hovers, never a type name.
 */
export function isPropertyPointer(pointer: string): boolean {
  const segments = parsePointer(pointer);
  let last: string | undefined;
  for (let index = 0; index < segments.length; ) {
    const keyword = segments[index] ?? '';
    last = keyword;
    index += SUBSCHEMA.includes(keyword) ? 1 : 2;
  }
  return last === 'properties' && segments.length >= 2;
}

/**
 * A definition without a title is named after its file and its key (`link` in home.schema.json
 * is `HomeLink`), so files can each define a `link` without the types colliding.
 */
export function definitionTypeName(schemaName: string, key: string): string {
  return pascalCase(schemaName) + pascalCase(key);
}

export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** Finds which schema file a `$ref` points into, by `$id` or by file name. */
export function resolveRef(
  ref: string,
  from: LoadedSchema,
  schemas: readonly LoadedSchema[],
): { target: LoadedSchema; pointer: string } | undefined {
  const hash = ref.indexOf('#');
  const uri = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1));
  if (uri === '') return { target: from, pointer };
  const fileName = uri.split('/').pop();
  const target = schemas.find((schema) => schema.id === uri || schema.id.split('/').pop() === fileName || `${schema.name}${SCHEMA_SUFFIX}` === fileName);
  return target ? { target, pointer } : undefined;
}

export function schemaAt(schema: unknown, pointer: string): unknown {
  let node = schema;
  for (const segment of parsePointer(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The first key with this name anywhere in the schema, with its JSON pointer and position. */
export function findKey(source: SourceDocument, name: string): { pointer: string; position: SourcePosition } | undefined {
  let found: { pointer: string; position: SourcePosition } | undefined;
  const search = (node: unknown, pointer: string) => {
    if (found) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const keyPointer = joinPointer(pointer, key);
        if (key === name && isNode(pair.key) && pair.key.range) {
          found = { pointer: keyPointer, position: positionAt(source, pair.key.range[0]) };
          return;
        }
        search(pair.value, keyPointer);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => search(item, joinPointer(pointer, index)));
    }
  };
  search(source.doc.contents, '');
  return found;
}
