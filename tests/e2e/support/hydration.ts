/**
 * React has taken over the page, run in the page (it is passed to `waitForFunction` and bundled into the engines'
 * probe, so it closes over nothing). Two passes make a page hydrated: the first takes the shell (SiteShell sets
 * `html[data-hydrated]` then, which the desktop dropdowns' CSS reads), and the page's own content, inside the
 * router's Suspense boundary, follows in a later pass (a task or more later, longer in WebKit on busy cores). A key
 * press that navigates between the two makes React throw away the half-hydrated page and report it,
 * so a test that acts on the page waits for both: the content's first element then carries its React fiber.
 */
export function isPageHydrated(): boolean {
  const content = document.querySelector('main')?.firstElementChild;
  return document.documentElement.dataset.hydrated === 'true' && !!content && Object.keys(content).some((key) => key.startsWith('__reactFiber'));
}
