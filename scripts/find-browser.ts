/**
 * Finds a Chromium for Playwright: Playwright's own download if one is installed, else the system's
 * (Debian's `chromium`). Browser downloads are blocked on some machines, so the system one is the usual case.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The path of a Chromium executable, or undefined to let Playwright use its own. */
export function findBrowser(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No Playwright browser registry entry: fall through to the system browsers.
  }
  const system = systemChromiums.find((path) => existsSync(path));
  if (system) return system;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one of:',
      '  sudo apt-get install -y chromium        (Debian/Ubuntu; used from /usr/bin/chromium)',
      '  npx playwright install chromium         (Playwright\'s own build, where downloads work)',
      'or set CHROME_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/** Flags that keep Chromium quiet on a closed network and runnable as root in CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--font-render-hinting=none',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findBrowser() ?? chromium.executablePath());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
