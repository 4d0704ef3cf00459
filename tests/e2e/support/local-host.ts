import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { startLocalHost, type LocalHost } from '../../../scripts/lib/local-host';

/** The built site the suite tests. */
export const dist = join(import.meta.dirname, '..', '..', '..', 'dist');

/**
 * Runs the spec file's tests on the reference host's runtime (scripts/lib/local-host.ts) serving dist/, with a local
 * D1 of its own, started once for the file and stopped after it. The host is there from the first test on.
 */
export function useLocalHost(name: string): () => LocalHost {
  let host: LocalHost | undefined;
  let stateDir = '';
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    stateDir = mkdtempSync(join(tmpdir(), `solvara-${name}-`));
    host = await startLocalHost({ dist, stateDir });
  });
  test.afterAll(async () => {
    await host?.close();
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });
  return () => {
    if (!host) throw new Error('The local host has not started');
    return host;
  };
}
