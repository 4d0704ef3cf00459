import { defineConfig } from 'vitest/config';

// Unit tests only: no site plugins, so they run without a content build or a browser.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
  },
});
