import { expect, type Page, test } from '@playwright/test';
import { openHydrated, recordColorTransitions, startedColorTransitions } from './support';

// The later parts of <main> and the footer render only near the viewport on the page a visit starts on
// (content-visibility: auto, src/styles/render-late.css.ts), and a contrast check (axe, Lighthouse) reads the
// colours of their text before they render: those must be the colours the parts show once rendered, however the page
// loaded. The path that threatens them: now and then the browser lays the page out before the stylesheet has arrived
// (a task from its input queue, once the parser has passed the footer), so every element first gets the browser's own
// styles. Any transition then (a global reduced-motion rule of 0.01ms would be one) runs from those styles, and a
// transition in a part that is not rendered stays at its start until the part renders: the band's and the footer's
// text would keep #000000 and #0000ee over their dark background, and contrast checks would fail now and then. Here
// the stylesheet is held and the test lays the page out before letting it through, so every run takes that path.
// Desktop only: nothing in it depends on the layout. The trace keeps no DOM snapshots: taking one before each action
// restyles the page, which would hide the fault.

test.use({ reducedMotion: 'reduce', trace: { mode: 'retain-on-failure', snapshots: false } });

/** Every element inside a deferred part (its content), with the styles a contrast check reads. */
function deferredContentStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#main > * ~ * > *, footer > *')].flatMap((part) =>
      [...part.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        const id = element.id ? `#${element.id}` : '';
        return `<${element.tagName.toLowerCase()}${id} class="${element.getAttribute('class') ?? ''}"> color ${style.color}, background ${style.backgroundColor}, font ${style.fontSize} ${style.fontWeight}`;
      }),
    ),
  );
}

for (const path of ['/about-us/company-overview', '/']) {
  test(`${path}: laid out before its stylesheet arrived, the page starts no colour transition and its deferred parts get their final colours`, async ({ page }) => {
    await recordColorTransitions(page);
    let releaseStylesheet = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    await page.route('**/assets/*.css', async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    const opened = openHydrated(page, path);
    // The parser has passed the footer (the router's first inline script after it waits for the stylesheet).
    await page.locator('footer a').first().waitFor({ state: 'attached' });
    const { sheetLoaded, height } = await page.evaluate(() => ({
      sheetLoaded: (document.querySelector('link[rel="stylesheet"]') as HTMLLinkElement).sheet !== null,
      height: document.documentElement.offsetHeight,
    }));
    expect(sheetLoaded).toBe(false);
    expect(height).toBeGreaterThan(0);
    releaseStylesheet();
    await opened;

    const deferred = await deferredContentStyles(page);
    expect(deferred.length).toBeGreaterThan(50);
    // Nothing was hovered, focused or pressed: the stylesheet's arrival moved no colour.
    expect(await startedColorTransitions(page)).toEqual([]);
    // The same content rendered, as a visitor scrolling down sees it.
    await page.addStyleTag({ path: 'tests/e2e/support/render-all.css' });
    expect(deferred).toEqual(await deferredContentStyles(page));
  });
}
