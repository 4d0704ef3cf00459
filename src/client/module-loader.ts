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
 * The loader itself, written as code so the type check and the unit tests read it; the page gets its source
 * (`Function.prototype.toString`), so it may use nothing but browser globals and its arguments. `importModule`
 * stands for `import()`, which is syntax, not a value a test could replace.
 *
 * It waits for the load event, then for the first contentful paint to have been presented (where the browser
 * reports paints), then for the next frame: the load event can come before the first paint, and a request that
 * starts before a paint is one Lighthouse's simulation charges to that paint (the figures are in
 * docs/decisions/0005-loading-and-hydration.md).
 */
export function loadModules(urls: readonly string[], importModule: (url: string) => Promise<unknown>): void {
  const next = (task: () => void) => setTimeout(task, 0);
  const run = (index: number): void => {
    void importModule(urls[index]!).then(() => {
      if (index + 1 < urls.length) next(() => run(index + 1));
    });
  };
  const preload = (index: number): void => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = urls[index]!;
    document.head.appendChild(link);
    next(index + 1 < urls.length ? () => preload(index + 1) : () => run(0));
  };
  const afterFrame = () => requestAnimationFrame(() => next(() => preload(0)));
  const afterPaint = () => {
    const types: readonly string[] = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
    if (!types.includes('paint')) return afterFrame();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

/**
 * The inline script: the loader's source, called with this page's modules. Deterministic for the same input, so
 * equal pages get equal CSP hashes. The prerender takes it from the server build, whose code is the loader as
 * written (a script runner such as tsx adds helpers to functions that would not exist in the page).
 */
export function moduleLoaderSource({ entry, modules }: ModuleLoad): string {
  // The compiled function ends every statement with a semicolon and holds no line comment or multi-line string, so
  // its line breaks and indentation can go: a third of its bytes, on every page.
  const source = loadModules.toString().replace(/\n\s*/g, '');
  return `(${source})(${JSON.stringify([...modules, entry])},function(url){return import(url)})`;
}

/** The page with the loader appended as the last element of <body>. */
export function withModuleLoader(html: string, load: ModuleLoad): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('The rendered page has no </body> to append the module loader to');
  return `${html.slice(0, end)}<script>${moduleLoaderSource(load)}</script>${html.slice(end)}`;
}
