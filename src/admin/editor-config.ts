/*
 * The shape of the browser editor's configuration (scripts/admin/editor-config.ts makes it from the content schemas
 * into editor-config.generated.json): one form field per schema, nested as the content is.
 */

interface FieldBase {
  /** The field's name in words, from the schema's `title` (or the property's name). */
  title: string;
  /** The schema's `description`: the hint under the field. */
  description?: string;
}

export interface EditorProperty {
  name: string;
  required: boolean;
  field: EditorField;
}

export type EditorField = FieldBase &
  (
    | {
        kind: 'text';
        minLength?: number;
        maxLength?: number;
        pattern?: string;
        /** The only values allowed, from the schema's `enum`. */
        options?: string[];
        /** The one value allowed, from the schema's `const` (a variant's kind). */
        constant?: string;
        format?: string;
        /**
         * The site index list its value comes from: `page`, `link` (a page, or an address outside the site), `asset`
         * (a file of the site), or the ids of a list in a content file, e.g. `id:faq.items`.
         */
        choices?: string;
      }
    | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
    | { kind: 'boolean' }
    | { kind: 'object'; properties: EditorProperty[] }
    | { kind: 'list'; item: EditorField; minItems?: number; maxItems?: number; uniqueBy?: string }
    | {
        kind: 'variants';
        /**
         * The key whose value names the variant (a resource's `type`, a form field's `kind`); without one, a value
         * is the variant whose required keys it has.
         */
        discriminator?: string;
        /** Each variant: the values of the discriminator that are its, and its form. */
        variants: Array<{ values?: string[]; field: Extract<EditorField, { kind: 'object' }> }>;
      }
    /** A value no form describes: edited as YAML text. */
    | { kind: 'yaml' }
  );

export interface EditorConfig {
  /** Each content schema's form, by the schema's name (`faq` for content/schemas/faq.schema.json). */
  schemas: Record<string, { title: string; field: EditorField }>;
  /** The folders of content/ that hold one file per entry, and the schema their entries follow. */
  collections: Record<string, { schema: string; format: 'yaml' | 'markdown' }>;
}
