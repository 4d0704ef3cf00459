/**
 * `node:util` in the browser editor's content check. The content build uses only `isDeepStrictEqual`, and only on
 * JSON (schemas it compares with their editor additions), so this compares JSON values: plain objects by their own
 * keys, arrays item by item, everything else with Object.is.
 */
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && isDeepStrictEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export default { isDeepStrictEqual };
