import { describe, expect, it } from 'vitest';
import { moduleLoaderSource, withModuleLoader } from './module-loader.ts';

// The page runs the loader's source, not the module: these tests run that source as the page would, with the
// browser's globals replaced (and `import(` renamed, since a test cannot replace syntax).
describe('the module loader', () => {
  const load = { entry: '/assets/entry-1.js', modules: ['/assets/react-2.js', '/assets/route-3.js'] };

  it('appends one inline script to the end of <body>, which waits for the load event', () => {
    const html = withModuleLoader('<html><head></head><body><main>Hi</main></body></html>', load);
    expect(html).toBe(`<html><head></head><body><main>Hi</main><script>${moduleLoaderSource(load)}</script></body></html>`);
    expect(moduleLoaderSource(load)).toMatch(/^\(function loadModules\(urls, importModule\) \{[^\n]*addEventListener\("load", afterPaint, \{ once: true \}\);\}\)/);
    expect(moduleLoaderSource(load)).toMatch(/\)\(\["\/assets\/react-2\.js","\/assets\/route-3\.js","\/assets\/entry-1\.js"\],function\(url\)\{return import\(url\)\}\)$/);
    expect(() => withModuleLoader('<p>no body</p>', load)).toThrow(/no <\/body>/);
  });

  it('requests nothing until the load event and the next painted frame, then preloads every module, then imports them one task each, the entry last', async () => {
    const appended: Array<{ rel: string; href: string }> = [];
    const imported: string[] = [];
    let onLoad: (() => void) | undefined;
    const timers: Array<() => void> = [];
    let frame: (() => void) | undefined;
    const document = {
      readyState: 'loading',
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    };
    // A browser that does not report paints (no PerformanceObserver): the next frame after load is the wait.
    const run = new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', 'import_', 'PerformanceObserver', moduleLoaderSource(load).replace(/\bimport\(/g, 'import_('));
    run(
      document,
      (_type: string, listener: () => void) => (onLoad = listener),
      (callback: () => void) => timers.push(callback),
      (callback: () => void) => (frame = callback),
      (url: string) => {
        imported.push(url);
        return Promise.resolve();
      },
      undefined,
    );
    /** Runs the next queued task, then lets the promise callbacks it started settle. */
    const nextTask = async () => {
      timers.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    };
    expect(appended).toEqual([]);
    onLoad?.();
    expect(appended).toEqual([]);
    frame?.();
    expect(appended).toEqual([]);
    // One link per task, in evaluation order, then one import per task.
    const hrefs = () => appended.map((link) => `${link.rel} ${link.href}`);
    await nextTask();
    expect(hrefs()).toEqual(['modulepreload /assets/react-2.js']);
    await nextTask();
    await nextTask();
    expect(hrefs()).toEqual(['modulepreload /assets/react-2.js', 'modulepreload /assets/route-3.js', 'modulepreload /assets/entry-1.js']);
    expect(imported).toEqual([]);
    await nextTask();
    expect(imported).toEqual(['/assets/react-2.js']);
    await nextTask();
    expect(imported).toEqual(['/assets/react-2.js', '/assets/route-3.js']);
    await nextTask();
    expect(imported).toEqual(['/assets/react-2.js', '/assets/route-3.js', '/assets/entry-1.js']);
    expect(timers).toEqual([]);
  });

  it('where the browser reports paints, waits for the first contentful paint before the next frame', () => {
    let frames = 0;
    let onLoad: (() => void) | undefined;
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    let observed: unknown;
    let disconnected = false;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {
        disconnected = true;
      }
    }
    const run = new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', moduleLoaderSource(load));
    run(
      { readyState: 'loading' },
      (_type: string, listener: () => void) => (onLoad = listener),
      () => undefined,
      () => frames++,
      FakePaintObserver,
    );
    onLoad?.();
    expect(observed).toEqual({ type: 'paint', buffered: true });
    report?.({ getEntriesByName: () => [] });
    expect(frames).toBe(0);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(frames).toBe(1);
    expect(disconnected).toBe(true);
  });
});
