import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { describeFiles, kB, measureFirstLoadJs } from '../../scripts/bench/js-bytes.ts';
import { expectHydrated } from './support';

const dist = join(import.meta.dirname, '..', '..', 'dist');

// First-load JavaScript (every script a page requests without interaction, gzip). Every route's is held
// by routes.spec.ts on the load it checks everything else on; here the not-found page's, which is no route, and when
// the scripts start, read from the page's own performance timeline (which the still pages of routes.spec.ts, with
// their clock installed, do not show).
test.describe('first-load JavaScript budget', () => {
  test('the not-found page stays within its budget', async ({ page, baseURL }) => {
    const path = '/no-such-page';
    const js = await measureFirstLoadJs(page, baseURL!, path, dist);
    expect(js.external, `${path} requests scripts from other origins`).toEqual([]);
    expect(js.files.length, `${path} requested no script at all: is the module loader missing?`).toBeGreaterThan(0);
    const message = `${path}: ${(js.gzipBytes / kB).toFixed(1)} kB gzip of JavaScript, budget ${js.budgetKb} kB (${describeFiles(js)})`;
    expect(js.gzipBytes / kB, message).toBeLessThanOrEqual(js.budgetKb);
  });

  for (const path of ['/', '/about-us/careers']) {
    test(`${path} requests no script before its load event`, async ({ page }) => {
      await page.goto(path);
      await expectHydrated(page);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, start: entry.startTime }));
        return { loadEventStart: navigation.loadEventStart, scripts };
      });
      expect(timing.scripts.length).toBeGreaterThan(0);
      const early = timing.scripts.filter((script) => script.start < timing.loadEventStart);
      expect(early, `scripts requested before the load event at ${timing.loadEventStart.toFixed(0)} ms`).toEqual([]);
    });
  }
});
