/**
 * The engines' suite's `test`: Playwright's runner and `expect`, with `page` an EnginePage in the project's engine
 * (one browser per worker, a fresh page per test) instead of a Playwright page.
 */
import {
  test as playwrightTest,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { launchEngine, type EngineBrowser, type EngineLocator, type EngineName, type EnginePage, type Viewport } from './engines.ts';

export { expect } from '@playwright/test';
export type { EngineLocator, EnginePage };

/** The two sizes every route is seen at, as in the Playwright suite's desktop and mobile projects. */
export const sizes = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} satisfies Record<string, Viewport>;

/** Playwright's test without its own page, which would be Chromium's. */
const base = playwrightTest as unknown as TestType<Omit<PlaywrightTestArgs, 'page'> & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;

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
