import { join } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// The form service and the forms worker, tested inside workerd (the Workers runtime) with a local D1 built from
// migrations/; the e-mail binding is played by each test, so what would be sent is captured.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      miniflare: {
        compatibilityDate: '2026-04-20',
        d1Databases: ['DB'],
        bindings: { TEST_MIGRATIONS: await readD1Migrations(join(import.meta.dirname, 'migrations')) },
      },
    }),
  ],
  test: {
    include: ['tests/workers/**/*.test.ts'],
    setupFiles: ['tests/workers/apply-migrations.ts'],
  },
}));
