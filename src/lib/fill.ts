/**
 * A content template split at its `{name}` placeholders: the text between them at even indexes, the names at odd
 * ones ("Write to us at {email}." is ["Write to us at ", "email", "."]).
 */
export function templateParts(template: string): string[] {
  return template.split(/\{([A-Za-z0-9]+)\}/);
}

/** `template` with every `{name}` replaced by `values[name]`; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return templateParts(template)
    .map((part, index) => (index % 2 === 0 ? part : part in values ? String(values[part]) : `{${part}}`))
    .join('');
}
