/**
 * The one script tag a prerendered page carries: an inline loader that requests nothing until the page's
 * `load` event and the paint after it, then asks for the entry and the route's chunks at once (modulepreload for the chunks, a dynamic
 * import for the entry), so they arrive together with no waterfall and never compete with the stylesheet,
 * font and images for the first or the largest paint.
 *
 * It is appended to <body> after the server render. React 19 skips elements it did not render when it hydrates
 * <body>, so the tag does not disturb hydration; the CSP allows it by its hash like the router's inline scripts.
 */

export interface ModuleLoad {
  /** URL of the entry module, imported once the page has loaded. */
  entry: string;
  /** URLs of every other module the entry and the route need at once, preloaded in parallel with it. */
  modules: string[];
}

/**
 * The loader's source. Deterministic for the same input, so equal pages get equal CSP hashes.
 * It waits for the load event and then for the next frame to be painted: on a fast connection the load event
 * can come before the first paint, and Lighthouse's simulation would then charge the scripts to the paint.
 */
export function moduleLoaderSource({ entry, modules }: ModuleLoad): string {
  const urls = JSON.stringify([entry, ...modules]);
  return (
    `(function(){function go(){${urls}.forEach(function(u){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=u;document.head.appendChild(l)});setTimeout(function(){import(${JSON.stringify(entry)})},0)}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})()`
  );
}

/** The page with the loader appended as the last element of <body>. */
export function withModuleLoader(html: string, load: ModuleLoad): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('The rendered page has no </body> to append the module loader to');
  return `${html.slice(0, end)}<script>${moduleLoaderSource(load)}</script>${html.slice(end)}`;
}
