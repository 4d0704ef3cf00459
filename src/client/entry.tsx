import { hydrate } from './hydrate';

// The prerendered page's module loader (module-loader.ts) imports this file only after the page's load event, so
// hydration never delays the first or the largest paint. Evaluating the modules and hydrating are separate tasks,
// so the browser can handle input in between.
setTimeout(hydrate, 0);
