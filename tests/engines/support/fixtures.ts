/**
 * The engines' suite's `test`: Playwright's runner and `expect`, with `page` an EnginePage in the project's engine
 * (one browser per worker, a fresh page per test) instead of a Playwright page.
 */
import {
  expect,
  test as playwrightTest,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { launchEngine, type EngineBrowser, type EngineLocator, type EngineName, type EnginePage, type Viewport } from './engines.ts';

export { expect };
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

/**
 * Opens a path and waits until React has taken over the page, as the Chromium suite's openHydrated; when it does not,
 * the failure says what the page recorded (an error that stopped hydration is usually there).
 */
export async function openHydrated(page: EnginePage, path: string) {
  await page.goto(path);
  try {
    // The careers page, the one with most pictures, has taken over 10 s to hydrate on two busy cores.
    await expect.poll(() => page.isHydrated(), { timeout: 20_000 }).toBe(true);
  } catch {
    const recorded = await page.errors();
    throw new Error(`React did not take over ${path} within 20 s. The page recorded:\n${recorded.join('\n') || '(nothing)'}`);
  }
}

/** Nothing was logged or thrown, nothing failed to load, and the policy blocked nothing, since the page opened. */
export async function expectNoErrors(page: EnginePage) {
  expect(await page.errors()).toEqual([]);
  expect(await page.cspViolations()).toEqual([]);
}
