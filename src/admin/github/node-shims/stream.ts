/**
 * `node:stream` in the browser editor's content check. memfs defines its read and write streams on these when it
 * loads; the check reads whole files and never opens a stream, so opening one says so.
 */
function unavailable(): never {
  throw new Error('the browser content check opens no file streams');
}

export const Readable = function Readable() {
  unavailable();
} as unknown as new (...args: unknown[]) => object;

export const Writable = function Writable() {
  unavailable();
} as unknown as new (...args: unknown[]) => object;

export default { Readable, Writable };
