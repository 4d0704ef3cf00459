// The prerendered page's module loader imports this file only after the page's load event (see
// scripts/export/module-loader.ts), so hydration never delays the first or the largest paint.
//
// Evaluating all of the site's code at once is one long task on a slow phone. Each stage below is a
// separate chunk, evaluated in its own task with the browser free to handle input in between; the loader
// has already fetched every chunk in parallel, so the stages cost no extra round trip.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await yieldToBrowser();
await import('@tanstack/react-router');
await yieldToBrowser();
const { hydrate } = await import('./hydrate');
await yieldToBrowser();
hydrate();

export {};
