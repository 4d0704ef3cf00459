import { defineConfig } from '@playwright/test';
import { chromiumArgs, findHeadlessShell } from './scripts/find-browser';

const port = Number(process.env.E2E_PORT ?? 4321);
// The screenshots are the headless shell's rendering (scripts/find-browser.ts).
const executablePath = findHeadlessShell();

export default defineConfig({
  testDir: 'tests/e2e',
  snapshotPathTemplate: 'tests/screenshots/{arg}-{projectName}-{platform}{ext}',
  fullyParallel: true,
  // Both cores: the suite is mostly waiting on the browser, and npm test must stay under twelve minutes here.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // An axe run of a whole page takes seconds on two busy cores; several in one test outgrow the default 30 s.
  timeout: 60_000,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  expect: {
    // Conditions, not sleeps: on two busy cores a page with many pictures can take more than the default 5 s after
    // `load` to hydrate, while a quiet machine takes under 2 s.
    timeout: 10_000,
    // No tolerance: rendering is deterministic for one Chromium, and a tolerance hides small real changes.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', stylePath: 'tests/e2e/support/render-all.css' },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    // The pages' policy allows no inline style, and Playwright's screenshot options (render-all.css, the hidden
    // caret) arrive as <style> elements: the policy is enforced where it is the subject, in csp.*.spec.ts (every
    // route and widget) and in the engines' suite, which takes its screenshots another way.
    bypassCSP: true,
    // No trace: recording one for every test made the suite 2-3 minutes longer on two cores. A failure keeps its screenshot and error context; `npx playwright test --trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // *.desktop.spec.ts and *.mobile.spec.ts hold what only exists at one width (header dropdowns, mobile menu).
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    // Always a fresh server: a stale one would serve an older dist/.
    reuseExistingServer: false,
  },
});
