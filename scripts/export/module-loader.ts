/**
 * The one script tag a prerendered page carries: an inline loader that requests nothing until the page's
 * `load` event and the paint after it, then asks for the entry and the route's chunks at once (modulepreload
 * links), so they arrive together with no waterfall and never compete with the stylesheet, font and images for
 * the first or the largest paint.
 *
 * Every step is a task of its own, because Lighthouse's Total Blocking Time (on a phone, four times slower than the
 * machine that runs it) counts every task over 50 ms: one link per task, then one `import()` per chunk with its
 * dependencies first, so evaluating React, the router and the pages' code are separate tasks rather than one.
 *
 * It is appended to <body> after the server render. React 19 skips elements it did not render when it hydrates
 * <body>, so the tag does not disturb hydration; the CSP allows it by its hash like the router's inline scripts.
 */

export interface ModuleLoad {
  /**
   * URL of the entry module, imported last. It schedules hydration when it is evaluated, which is earlier when a
   * page chunk imports shared components from the entry's chunk (the first such chunk evaluates the entry with it).
   */
  entry: string;
  /** URLs of every other module the entry and the route need at once, each after the modules it imports. */
  modules: string[];
}

/**
 * The loader's source. Deterministic for the same input, so equal pages get equal CSP hashes.
 * It waits for the load event, then for the first contentful paint to have been presented (where the browser
 * reports paints), then for the next frame: the load event can come before the first paint, and a request that
 * starts before a paint is one Lighthouse's simulation charges to that paint (measured: FCP 1.2 s instead of 0.76 s
 * on the contact-support page in two runs of three when only the next frame was awaited).
 */
export function moduleLoaderSource({ entry, modules }: ModuleLoad): string {
  const urls = JSON.stringify([...modules, entry]);
  return (
    `(function(){var m=${urls};function next(f){setTimeout(f,0)}` +
    `function preload(i){var l=document.createElement("link");l.rel="modulepreload";l.href=m[i];document.head.appendChild(l);` +
    `next(i+1<m.length?function(){preload(i+1)}:function(){run(0)})}` +
    `function run(i){import(m[i]).then(function(){if(i+1<m.length)next(function(){run(i+1)})})}` +
    `function frame(){requestAnimationFrame(function(){next(function(){preload(0)})})}` +
    `function afterPaint(){var P=typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(P.indexOf("paint")<0)return frame();var o=new PerformanceObserver(function(l){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();frame()}});o.observe({type:"paint",buffered:true})}` +
    `if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})()`
  );
}

/** The page with the loader appended as the last element of <body>. */
export function withModuleLoader(html: string, load: ModuleLoad): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('The rendered page has no </body> to append the module loader to');
  return `${html.slice(0, end)}<script>${moduleLoaderSource(load)}</script>${html.slice(end)}`;
}
