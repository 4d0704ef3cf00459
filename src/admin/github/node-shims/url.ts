/** `node:url` in the browser editor's content check: memfs only takes the URL class, which the browser has. */
export const URL = globalThis.URL;
export const URLSearchParams = globalThis.URLSearchParams;

export default { URL, URLSearchParams };
