import { defineConfig } from '@playwright/test';
import type { EngineName } from './tests/engines/support/engines';

const port = Number(process.env.ENGINES_PORT ?? 4322);

/**
 * The engines' suite (npm run test:engines): the built site in Firefox and WebKit, the engines visitors use besides
 * Chromium, which the main suite (playwright.config.ts) drives. Playwright runs it; the engines themselves are driven
 * by tests/engines/support/engines.ts. Its report (engines-report/) keeps each engine's screenshot of every route.
 */
export default defineConfig<{ engineName: EngineName }>({
  testDir: 'tests/engines',
  // One engine per core: the specs in a file run in order in its worker, which keeps one browser open.
  workers: 2,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'engines-report' }]],
  expect: { timeout: 10_000 },
  outputDir: 'test-results/engines',
  use: { baseURL: `http://localhost:${port}` },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: 'node --import tsx tests/engines/support/serve.ts',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
  },
});
