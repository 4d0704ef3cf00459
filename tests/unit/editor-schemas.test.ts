import { describe, expect, it } from 'vitest';
import { editorSchema, titleOf } from '../../scripts/content/editor-schemas';
import { isPropertyPointer } from '../../scripts/content/schemas';

describe('editor additions to a content schema', () => {
  it('names a property in words', () => {
    expect(titleOf('initiallyShown')).toBe('Initially shown');
    expect(titleOf('href')).toBe('Link address');
    expect(titleOf('ctaLabel')).toBe('Call to action label');
    expect(titleOf('autoplayMs')).toBe('Autoplay (milliseconds)');
    expect(titleOf('id')).toBe('ID');
    expect(titleOf('step2')).toBe('Step 2');
  });

  it('adds titles, site index references and defaults, keeps what a developer wrote, and is then done', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: {
        logo: { description: 'The logo.', type: 'string', format: 'asset' },
        next: { title: 'Where to go next', description: 'A link.', type: 'string', format: 'link' },
        count: { description: 'How many.', type: 'integer', minimum: 3 },
        year: { description: 'The year.', type: 'integer', minimum: 2000, default: 2026 },
        product: { description: 'A product.', $ref: 'site-index.generated.json#/$defs/id:products.products' },
      },
    };
    const updated = editorSchema(schema);
    expect(updated).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        logo: { title: 'Logo', description: 'The logo.', type: 'string', format: 'asset', $ref: 'site-index.generated.json#/$defs/asset' },
        next: { title: 'Where to go next', description: 'A link.', type: 'string', format: 'link', $ref: 'site-index.generated.json#/$defs/link' },
        count: { title: 'Count', description: 'How many.', type: 'integer', minimum: 3, default: 3 },
        year: { title: 'Year', description: 'The year.', type: 'integer', minimum: 2000, default: 2026 },
        product: { title: 'Product', description: 'A product.', $ref: 'site-index.generated.json#/$defs/id:products.products' },
      },
    });
    const properties = (updated?.properties ?? {}) as Record<string, object>;
    expect(Object.keys(properties.logo ?? {})).toEqual(['title', 'description', 'type', 'format', '$ref']);
    expect(editorSchema(updated ?? {})).toBeUndefined();
    // The original is left as it was.
    expect(schema.properties.logo).toEqual({ description: 'The logo.', type: 'string', format: 'asset' });
  });

  it('tells a property (whose title is words) from a definition or a schema file (whose title names a type)', () => {
    expect(isPropertyPointer('/properties/title')).toBe(true);
    expect(isPropertyPointer('/properties/properties')).toBe(true);
    expect(isPropertyPointer('/$defs/link/properties/href')).toBe(true);
    expect(isPropertyPointer('/properties/items/items')).toBe(false);
    expect(isPropertyPointer('/$defs/properties')).toBe(false);
    expect(isPropertyPointer('')).toBe(false);
  });
});
