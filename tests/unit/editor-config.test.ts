import { describe, expect, it } from 'vitest';
import { editorConfig } from '../../scripts/admin/editor-config.ts';
import { loadSchemas } from '../../scripts/content/schemas.ts';
import type { EditorField } from '../../src/admin/editor-config.ts';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');
const { schemas } = await loadSchemas(path.join(root, 'content', 'schemas'), root);
const config = editorConfig(schemas);

type Kind<K extends EditorField['kind']> = Extract<EditorField, { kind: K }>;
const property = (field: EditorField, name: string): EditorField => {
  expect(field.kind).toBe('object');
  const found = (field as Kind<'object'>).properties.find((candidate) => candidate.name === name);
  expect(found, name).toBeDefined();
  return found!.field;
};

/** Every field of a form with the path to it. */
function* fields(field: EditorField, at: string): Generator<[string, EditorField]> {
  yield [at, field];
  if (field.kind === 'object') for (const { name, field: inner } of field.properties) yield* fields(inner, `${at}/${name}`);
  if (field.kind === 'list') yield* fields(field.item, `${at}/*`);
  if (field.kind === 'variants') for (const variant of field.variants) yield* fields(variant.field, `${at}(${variant.field.title})`);
}

describe("the browser editor's forms, made from the content schemas", () => {
  it('has a form for every schema, and every value of every form is a field (none left as YAML text)', () => {
    expect(Object.keys(config.schemas).sort()).toEqual(schemas.map((schema) => schema.name).sort());
    const asText = Object.entries(config.schemas).flatMap(([name, { field }]) => [...fields(field, name)].filter(([, inner]) => inner.kind === 'yaml').map(([at]) => at));
    expect(asText).toEqual([]);
  });

  it('carries the titles, hints, required keys, limits and patterns of the schema', () => {
    const items = property(config.schemas.faq!.field, 'items') as Kind<'list'>;
    expect(items).toMatchObject({ kind: 'list', title: 'Items', minItems: 1, uniqueBy: 'id' });
    const item = items.item as Kind<'object'>;
    expect(item.properties.map(({ name, required }) => [name, required])).toEqual([
      ['id', true],
      ['question', true],
      ['answer', true],
    ]);
    expect(property(item, 'id')).toMatchObject({ kind: 'text', title: 'ID', pattern: '^[a-z0-9-]+$' });
    expect(property(item, 'id').description).toMatch(/unique name/);
    expect(property(item, 'answer')).toMatchObject({ kind: 'list', item: { kind: 'text', minLength: 1 } });
  });

  it("names the site index list a reference takes its values from: a page, a file, another file's ids", () => {
    const all = Object.entries(config.schemas).flatMap(([name, { field }]) => [...fields(field, name)]);
    const choices = new Set(all.map(([, field]) => (field.kind === 'text' ? field.choices : undefined)).filter(Boolean));
    expect(choices).toContain('page');
    expect(choices).toContain('asset');
    expect(choices).toContain('link');
    expect([...choices].some((choice) => choice!.startsWith('id:'))).toBe(true);
  });

  it('tells variants apart by their fixed value, or by their keys where they have none', () => {
    const resource = config.schemas.resource!.field as Kind<'variants'>;
    expect(resource.kind).toBe('variants');
    expect(resource.discriminator).toBe('type');
    expect(resource.variants.flatMap((variant) => variant.values)).toEqual(['case-study', 'article', 'whitepaper', 'model-card', 'dataset']);
    const fieldsOfAForm = ((property(config.schemas.forms!.field, 'forms') as Kind<'list'>).item as Kind<'object'>).properties.find(({ name }) => name === 'fields')!.field as Kind<'list'>;
    expect(fieldsOfAForm.item).toMatchObject({ kind: 'variants', discriminator: 'kind' });
    const menu = (property(config.schemas.navigation!.field, 'items') as Kind<'list'>).item as Kind<'variants'>;
    expect(menu.kind).toBe('variants');
    expect(menu.discriminator).toBeUndefined();
    expect(menu.variants.map((variant) => variant.field.title)).toEqual(['Page item', 'Section item']);
  });

  it('has the collections of content/ with the schema and format of their entries', () => {
    expect(config.collections).toEqual({ products: { schema: 'product', format: 'yaml' }, resources: { schema: 'resource', format: 'markdown' } });
  });
});
