/**
 * Stands in for json-schema-to-typescript in the browser editor's content check. Only the content build's output
 * (the generated types) uses it, which a check never makes; the library and its formatter would be most of the
 * worker's weight and need Node.
 */
export function compile(): Promise<string> {
  return Promise.reject(new Error('the browser editor only checks content: it generates no types'));
}
