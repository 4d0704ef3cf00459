/**
 * The engines' suite's `test`: Playwright's runner and `expect`, with `page` an EnginePage in the project's engine
 * (one browser per worker, a fresh page per test) instead of a Playwright page.
 */
import { test as base } from '@playwright/test';
import { launchEngine, type EngineBrowser, type EngineName, type EnginePage, type Viewport } from './engines.ts';

export { expect } from '@playwright/test';
export type { EnginePage };

/** The two sizes every route is seen at, as in the Playwright suite's desktop and mobile projects. */
export const sizes = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} satisfies Record<string, Viewport>;

export const test = base.extend<{ size: Viewport; page: EnginePage }, { engineName: EngineName; engine: EngineBrowser }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launchEngine(engineName);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  size: [sizes.desktop, { option: true }],
  page: async ({ engine, size, baseURL }, use) => {
    const page = await engine.newPage(size, baseURL!);
    await use(page);
    await page.close();
  },
});
