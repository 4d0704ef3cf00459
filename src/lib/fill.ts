/** `template` with every `{name}` replaced by `values[name]`; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z0-9]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
