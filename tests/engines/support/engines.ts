/**
 * Firefox and WebKit for the engines' suite, behind one page API that reads like Playwright's (by role and name).
 *
 * Playwright's own Firefox and WebKit are downloads, which this machine and CI cannot make, and Playwright does not
 * drive the system's builds (its `moz-firefox` channel needs a BiDi command Firefox ESR 153 lacks). So each engine is
 * driven by the library that drives its system build, measured here:
 * - Firefox: Debian's `firefox-esr` over WebDriver BiDi with `puppeteer-core`, which speaks BiDi to Firefox itself
 *   (WebdriverIO, the one runner for both protocols, needs `geckodriver` for that, and only its download exists).
 * - WebKit: WebKitGTK's MiniBrowser through Debian's `WebKitWebDriver` (WebDriver classic; it has no BiDi) with
 *   `selenium-webdriver`, in an Xvfb display, since MiniBrowser has no headless mode.
 * Each driver does only what needs the engine itself (navigate, size the window, run a function in the page, keys,
 * a click, a screenshot); finding elements and reading their state run in the page through the probe
 * (page-probe.ts), the same code in both engines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { Builder, Key, type WebElement } from 'selenium-webdriver';
import { findFirefox, findWebKit } from '../../../scripts/find-browser.ts';
import type { Probe, Step } from './page-probe.ts';

declare global {
  interface Window {
    enginesProbe: Probe;
  }
}

export type EngineName = 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

const renderAllCss = readFileSync(join(import.meta.dirname, '..', '..', 'e2e', 'support', 'render-all.css'), 'utf8');

/** The largest page a full-page screenshot takes: the Xvfb screen WebKit draws into is this tall. */
const maxPageHeight = 16_384;

/** What each engine's driver does natively. A function given to `evaluate` runs in the page: no closures. */
interface Driver {
  goto(url: string): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** A key or a chord as Playwright names them: 'Tab', 'Shift+Tab', 'Enter', 'Escape', 'Space', 'ArrowRight'. */
  press(key: string): Promise<void>;
  /** Runs `fn` in the page on the one element the steps lead to. */
  evaluateOn<Arg, Result>(steps: Step[], fn: (element: Element, arg: Arg) => Result, arg: Arg): Promise<Awaited<Result>>;
  click(steps: Step[]): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  name: EngineName;
  /** As the engine reports it, e.g. "Firefox 153.7.0" or "WebKitGTK 2.50.6". */
  version: string;
  newPage(viewport: Viewport, baseURL: string): Promise<EnginePage>;
  close(): Promise<void>;
}

export async function launchEngine(name: EngineName): Promise<EngineBrowser> {
  return name === 'firefox' ? launchFirefox() : launchWebKit();
}

/** A page in one engine, with the parts of Playwright's Page the specs use. */
export class EnginePage {
  readonly keyboard = { press: (key: string) => this.driver.press(key) };

  constructor(
    private readonly driver: Driver,
    private readonly baseURL: string,
    readonly viewport: Viewport,
  ) {}

  /** Opens a path and waits for its `load` event. */
  goto(path: string) {
    return this.driver.goto(new URL(path, this.baseURL).href);
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.driver.evaluate(fn, ...args);
  }

  getByRole(role: string, options: RoleOptions = {}) {
    return new EngineLocator(this, [roleStep(role, options)]);
  }

  locator(css: string) {
    return new EngineLocator(this, [{ css }]);
  }

  /** The path of the page shown now. */
  path() {
    return this.evaluate(() => location.pathname);
  }

  /** React has taken over the page, shell and content (isPageHydrated, run by the probe). */
  isHydrated() {
    return this.evaluate(() => window.enginesProbe.hydrated());
  }

  /** Console errors and warnings, uncaught errors, rejections and failed loads since the page opened. */
  errors() {
    return this.evaluate(() => [...window.enginesProbe.errors]);
  }

  /** What the Content Security Policy blocked since the page opened. */
  cspViolations() {
    return this.evaluate(() => [...window.enginesProbe.violations]);
  }

  /**
   * The whole page as a visitor scrolling down it sees it: every part rendered (the suite's render-all.css, the
   * same rules the Chromium screenshots use, adopted as a constructed sheet, which no style-src policy governs),
   * every lazy picture loaded, and the window made as tall as the page.
   */
  async fullPageScreenshot(): Promise<Buffer> {
    const height = await this.evaluate(async (renderAll) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(renderAll);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      return document.documentElement.scrollHeight;
    }, renderAllCss);
    await this.driver.setViewport({ width: this.viewport.width, height: Math.min(height, maxPageHeight) });
    await this.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const png = await this.driver.screenshot();
    await this.driver.setViewport(this.viewport);
    return png;
  }

  click(steps: Step[]) {
    return this.driver.click(steps);
  }

  evaluateOn<Arg, Result>(steps: Step[], fn: (element: Element, arg: Arg) => Result, arg: Arg) {
    return this.driver.evaluateOn(steps, fn, arg);
  }

  close() {
    return this.driver.close();
  }
}

export interface RoleOptions {
  /** The accessible name: a case-insensitive part of it, the whole of it with `exact`, or a pattern. */
  name?: string | RegExp;
  exact?: boolean;
}

function roleStep(role: string, { name, exact }: RoleOptions): Step {
  return { role, name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name, exact };
}

/** Elements found in the page each time they are used, as Playwright's locators are. */
export class EngineLocator {
  constructor(
    private readonly page: EnginePage,
    readonly steps: Step[],
  ) {}

  getByRole(role: string, options: RoleOptions = {}) {
    return new EngineLocator(this.page, [...this.steps, roleStep(role, options)]);
  }

  locator(css: string) {
    return new EngineLocator(this.page, [...this.steps, { css }]);
  }

  nth(index: number) {
    return new EngineLocator(this.page, [...this.steps, { nth: index }]);
  }

  first() {
    return this.nth(0);
  }

  count() {
    return this.page.evaluate((steps) => window.enginesProbe.query(steps).length, this.steps);
  }

  getAttribute(name: string) {
    return this.page.evaluate((steps, name) => window.enginesProbe.one(steps).getAttribute(name), this.steps, name);
  }

  textContent() {
    return this.page.evaluate((steps) => window.enginesProbe.one(steps).textContent, this.steps);
  }

  /** False when nothing matches, as Playwright's isVisible. */
  isVisible() {
    return this.page.evaluate((steps) => {
      const [element] = window.enginesProbe.query(steps);
      return !!element && window.enginesProbe.isVisible(element);
    }, this.steps);
  }

  /** False when nothing matches yet, so a poll waits for the element to appear (a summary rendered after a press). */
  isFocused() {
    return this.page.evaluate((steps) => {
      const found = window.enginesProbe.query(steps);
      return found.length > 0 && window.enginesProbe.one(steps) === document.activeElement;
    }, this.steps);
  }

  /** Whether keyboard focus is on this element or inside it. */
  containsFocus() {
    return this.page.evaluate((steps) => window.enginesProbe.one(steps).contains(document.activeElement), this.steps);
  }

  focus() {
    return this.page.evaluate((steps) => (window.enginesProbe.one(steps) as HTMLElement).focus(), this.steps);
  }

  /** Focuses the element, then presses the key, as a keyboard user on it would. */
  async press(key: string) {
    await this.focus();
    await this.page.keyboard.press(key);
  }

  /** Runs `fn` in the page with the element, as Playwright's locator.evaluate. */
  evaluate<Result, Arg = undefined, Target extends Element = HTMLElement>(fn: (element: Target, arg: Arg) => Result, arg?: Arg) {
    return this.page.evaluateOn(this.steps, fn as (element: Element, arg: Arg) => Result, arg as Arg);
  }

  /** A real click of the engine's pointer at the element's centre, after scrolling it into view. */
  click() {
    return this.page.click(this.steps);
  }
}

async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    // Scroll bars over the page, as on a phone and in macOS by default: a 390 px window lays out 390 px.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const [, version] = (await browser.version()).split('/');
  return {
    name: 'firefox',
    version: `Firefox ${version}`,
    async newPage(viewport, baseURL) {
      // A context of its own for each page: no storage, cache or draft carries over from another test.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      const elementHandle = async (steps: Step[]) =>
        (await page.evaluateHandle((steps) => window.enginesProbe.one(steps), steps)) as ElementHandle<Element>;
      const driver: Driver = {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        setViewport: (size) => page.setViewport(size),
        evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
        press: async (key) => {
          const [main, ...modifiers] = key.split('+').reverse();
          for (const modifier of modifiers) await page.keyboard.down(modifier as KeyInput);
          await page.keyboard.press((main === 'Space' ? ' ' : main) as KeyInput);
          for (const modifier of modifiers.reverse()) await page.keyboard.up(modifier as KeyInput);
        },
        evaluateOn: async (steps, fn, arg) => {
          const element = await elementHandle(steps);
          try {
            return (await element.evaluate(fn as never, arg)) as never;
          } finally {
            await element.dispose();
          }
        },
        click: async (steps) => {
          const element = await elementHandle(steps);
          await element.click();
          await element.dispose();
        },
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      };
      return new EnginePage(driver, baseURL, viewport);
    },
    close: () => browser.close(),
  };
}

/** The WebDriver names of the keys the specs press. */
const webDriverKeys: Record<string, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: Key.SPACE,
  Shift: Key.SHIFT,
  Home: Key.HOME,
  End: Key.END,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
};

function webDriverKey(name: string): string {
  const key = webDriverKeys[name];
  if (!key) throw new Error(`No WebDriver key named ${name}: add it to webDriverKeys`);
  return key;
}

async function launchWebKit(): Promise<EngineBrowser> {
  const tools = findWebKit();
  const processes: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of processes.reverse()) child.kill();
  };
  try {
    // Xvfb picks a free display and writes its number to file descriptor 3. One tall screen: the window is sized to
    // the viewport, and to a whole page for a full-page screenshot.
    const xvfb = spawn(tools.xvfb, ['-displayfd', '3', '-screen', '0', `1280x${maxPageHeight}x24`, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    processes.push(xvfb);
    const display = await firstLine(xvfb, 3, 'Xvfb');
    const port = await freePort();
    const server = spawn(tools.driver, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DISPLAY: `:${display}` } });
    processes.push(server);
    const serverURL = `http://127.0.0.1:${port}`;
    await waitForDriver(serverURL, server);
    const session = await new Builder()
      .usingServer(serverURL)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // --full-screen drops MiniBrowser's toolbar, so the window is the viewport (with it, a window can be no
        // narrower than 447 px).
        'webkitgtk:browserOptions': { binary: tools.browser, args: ['--automation', '--full-screen'] },
      })
      .build();
    const version = (await session.getCapabilities()).get('browserVersion') as string;
    return {
      name: 'webkit',
      version: `WebKitGTK ${version}`,
      async newPage(viewport, baseURL) {
        // One window for every test in a worker (a new session costs seconds); each page starts from a blank one,
        // and its origin's storage is emptied when it closes.
        await session.get('about:blank');
        const setViewport = async (size: Viewport) => void (await session.manage().window().setRect({ x: 0, y: 0, ...size }));
        await setViewport(viewport);
        const webElement = (steps: Step[]) => session.executeScript<WebElement>((steps: Step[]) => window.enginesProbe.one(steps), steps);
        const driver: Driver = {
          goto: (url) => session.get(url),
          setViewport,
          evaluate: (fn, ...args) => session.executeScript(fn, ...args) as never,
          press: async (key) => {
            const [main, ...modifiers] = key.split('+').reverse();
            let actions = session.actions();
            for (const modifier of modifiers) actions = actions.keyDown(webDriverKey(modifier));
            actions = actions.sendKeys(webDriverKey(main!));
            for (const modifier of modifiers.reverse()) actions = actions.keyUp(webDriverKey(modifier));
            await actions.perform();
          },
          // WebDriver classic runs a script's text: the function goes as its source, the element as an argument.
          evaluateOn: async (steps, fn, arg) => session.executeScript(`return (${fn})(arguments[0], arguments[1]);`, await webElement(steps), arg) as never,
          click: async (steps) => (await webElement(steps)).click(),
          screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
          close: async () => {
            await session.executeScript(() => {
              sessionStorage.clear();
              localStorage.clear();
            });
          },
        };
        return new EnginePage(driver, baseURL, viewport);
      },
      close: async () => {
        await session.quit().catch(() => undefined);
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

/** The first line a child process writes to one of its outputs. */
function firstLine(child: ChildProcess, fd: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdio[fd]!.on('data', (chunk: Buffer) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the WebDriver server answers its status; fails with what it printed if it exits first. */
async function waitForDriver(serverURL: string, server: ChildProcess) {
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited (${server.exitCode}): ${output}`);
    const ready = await fetch(`${serverURL}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${serverURL} within 10 s: ${output}`);
}
