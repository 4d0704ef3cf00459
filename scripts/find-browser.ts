/**
 * Finds the browsers the tests drive. For the Playwright suite, Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless): the suite's screenshots are its rendering, and
 * it opens a page in about half the time of the full browser, whose new headless mode starts the browser's own
 * WebUI with every window. For the bench, the full Chromium Lighthouse is made for: Playwright's own download if one
 * is installed, else the system's (Debian's `chromium`); browser downloads are blocked on some machines, so the
 * system ones are the usual case. Firefox and WebKit for the engines' suite (tests/engines/): only the system's, from
 * Debian's packages, since Playwright's own builds of those are downloads too.
 */
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The full Chromium for the bench (Lighthouse), or undefined to let Playwright use its own. */
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
      'No Chromium found for the bench.',
      'Install one of:',
      '  sudo apt-get install -y chromium        (Debian/Ubuntu; used from /usr/bin/chromium)',
      '  npx playwright install chromium         (Playwright\'s own build, where downloads work)',
      'or set CHROME_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/**
 * Chromium's headless shell for the Playwright suite: `CHROME_HEADLESS_SHELL_PATH`, else Debian's. Not Playwright's
 * own download: the screenshots are compared pixel for pixel, and another build draws text a little differently.
 */
export function findHeadlessShell(): string {
  const fromEnv = process.env.CHROME_HEADLESS_SHELL_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = '/usr/bin/chromium-headless-shell';
  if (existsSync(system)) return system;
  throw new Error(
    [
      'Chromium\'s headless shell is missing: the Playwright suite (npm run test:e2e) runs on it, and its screenshots are',
      'its rendering.',
      'Install it with:  sudo apt-get install -y chromium-headless-shell',
      'or set CHROME_HEADLESS_SHELL_PATH to a chromium-headless-shell executable of the same build.',
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

/** The first of `names` on the PATH, as a full path. */
function onPath(...names: string[]): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of names) {
    const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
    if (found) return found;
  }
  return undefined;
}

/** Firefox (ESR or release) for the engines' suite: `FIREFOX_PATH`, else the system's. */
export function findFirefox(): string {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = onPath('firefox-esr', 'firefox');
  if (found) return found;
  throw new Error(
    [
      'Firefox is missing: the engines\' suite (npm run test:engines) drives it over WebDriver BiDi.',
      'Install it with:  sudo apt-get install -y firefox-esr',
      'or set FIREFOX_PATH to a Firefox executable.',
    ].join('\n'),
  );
}

export interface WebKitTools {
  /** WebKitGTK's WebDriver server (Debian's webkit2gtk-driver). */
  driver: string;
  /** WebKitGTK's MiniBrowser, which the driver starts and automates. */
  browser: string;
  /** The X server MiniBrowser draws into (it has no headless mode). */
  xvfb: string;
}

/** WebKitGTK for the engines' suite: its WebDriver, its MiniBrowser and an X server, all from Debian's packages. */
export function findWebKit(): WebKitTools {
  const driver = onPath('WebKitWebDriver');
  // Debian keeps it under the architecture's library folder, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/.
  const browser =
    process.env.WEBKIT_MINIBROWSER_PATH ??
    readdirSync('/usr/lib')
      .flatMap((arch) => ['4.1', '4.0'].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`))
      .find((path) => existsSync(path));
  const xvfb = onPath('Xvfb');
  if (driver && browser && existsSync(browser) && xvfb) return { driver, browser, xvfb };
  const missing = [
    ...(driver ? [] : ['WebKitWebDriver']),
    ...(browser && existsSync(browser) ? [] : ['MiniBrowser']),
    ...(xvfb ? [] : ['Xvfb']),
  ];
  throw new Error(
    [
      `WebKit is missing (${missing.join(', ')} not found): the engines' suite (npm run test:engines) drives WebKitGTK's`,
      'MiniBrowser through WebKitWebDriver in a virtual X server.',
      'Install them with:  sudo apt-get install -y webkit2gtk-driver xvfb',
      'or set WEBKIT_MINIBROWSER_PATH to a MiniBrowser of WebKitGTK.',
    ].join('\n'),
  );
}

/** Which browser each engine's tests use, or what to install; the engines named on the command line, else all. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const engines: Record<string, () => string> = {
    chromium: () => `${findHeadlessShell()} (the Playwright suite), ${findBrowser() ?? chromium.executablePath()} (the bench)`,
    firefox: findFirefox,
    webkit: () => Object.values(findWebKit()).join(', '),
  };
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in engines));
  if (unknown.length > 0) throw new Error(`No engine named ${unknown.join(', ')}: chromium, firefox or webkit`);
  let missing = false;
  for (const name of asked.length > 0 ? asked : Object.keys(engines)) {
    try {
      console.log(`${name}: ${engines[name]!()}`);
    } catch (error) {
      missing = true;
      console.error(`${name}: ${(error as Error).message}`);
    }
  }
  if (missing) process.exit(1);
}
