import type { EditorField } from './editor-config.ts';

/*
 * The values the editor's forms hold: what a new entry starts as, which variant a value is, and the JSON pointers the
 * content build names fields by (its messages are placed at the field with the same pointer).
 */

type Variants = Extract<EditorField, { kind: 'variants' }>;

/** A new value for a field: the least that is allowed, for the author to fill in. */
export function initialValue(field: EditorField): unknown {
  switch (field.kind) {
    case 'text':
      return field.constant ?? field.options?.[0] ?? '';
    case 'number':
      return field.minimum ?? 0;
    case 'boolean':
      return false;
    case 'object':
      return Object.fromEntries(field.properties.filter((property) => property.required).map((property) => [property.name, initialValue(property.field)]));
    case 'list':
      return Array.from({ length: field.minItems ?? 0 }, () => initialValue(field.item));
    case 'variants':
      return initialVariant(field, 0);
    case 'yaml':
      return null;
  }
}

/** A new value of the variant at `index`, its discriminator set. */
export function initialVariant(field: Variants, index: number): unknown {
  const variant = field.variants[index]!;
  const value = initialValue(variant.field) as Record<string, unknown>;
  return field.discriminator && variant.values ? { ...value, [field.discriminator]: variant.values[0] } : value;
}

/** Which variant a value is: by its discriminator, or as the first whose required keys it has and no other keys. */
export function variantIndex(field: Variants, value: unknown): number {
  const object = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const index = field.variants.findIndex((variant) =>
    field.discriminator
      ? variant.values?.includes(String(object[field.discriminator]))
      : variant.field.properties.every((property) => !property.required || property.name in object) &&
        Object.keys(object).every((key) => variant.field.properties.some((property) => property.name === key)),
  );
  return Math.max(0, index);
}

/** `/items/0/answer`: a key of the value appended to a JSON pointer. */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/** The id of a field's control in the page, from its pointer. */
export function controlId(pointer: string): string {
  return `field${pointer.replace(/[^a-zA-Z0-9-]/g, (character) => `_${character.charCodeAt(0).toString(16)}_`)}`;
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
