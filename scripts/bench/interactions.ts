/**
 * Responsiveness after load: what a visitor waits for when they use a page, on a phone-speed CPU. Each action
 * runs on a freshly loaded, hydrated page with the CPU slowed by `Emulation.setCPUThrottlingRate` to Lighthouse's
 * mobile target: the rate Lighthouse's calculator gives for the median of the host's latest benchmark readings, one
 * of them taken in the page just before (scripts/bench/calibration.ts; 4x on a host of index 1,533). A widget's or a
 * key's time is the longest Event Timing entry with an `interactionId` (durationThreshold 16 ms) the action caused: INP as the web-vitals library computes it, from the
 * input to the next paint. A result that comes after the input's own frame (the next page, a dialog whose code loads
 * on demand) is timed from the click to the first frame that shows it.
 */
import { loadavg } from 'node:os';
import type { Browser, BrowserContextOptions, CDPSession, Locator, Page, Request } from '@playwright/test';
import { measureBenchmarkIndex, type Calibration } from './calibration.ts';
import { interactionBars } from './stats.ts';
import { contactForm } from '../../src/lib/form-rules.ts';
import { careers } from '../../src/content/careers.ts';
import { company } from '../../src/content/company.ts';
import { forms } from '../../src/content/forms.ts';
import { milestones } from '../../src/content/milestones.ts';
import { navigation } from '../../src/content/navigation.ts';
import { pages } from '../../src/content/pages.ts';
import { site } from '../../src/content/site.ts';
import { partners } from '../../src/content/partners.ts';
import { team } from '../../src/content/team.ts';

/**
 * How long a press is held, from pointerdown (or keydown) to pointerup (or keyup), as a visitor's finger is: an
 * automated press releases at once, so the press's first frame would wait for the release's work too.
 */
export const pressHoldMs = 80;

export { interactionBars };
export type ActionKind = keyof typeof interactionBars;

export const desktopViewport: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
export const mobileViewport: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

export interface Action {
  /** A short name for tests to pick it by. */
  id: string;
  name: string;
  route: string;
  kind: ActionKind;
  viewport: 'desktop' | 'mobile';
  /** The control the visitor uses; found (by role, before the clock starts) and scrolled into view. */
  control: (page: Page) => Locator;
  /**
   * How: a mouse click or a tap at the control's centre, Enter on it, or keys typed into it. Raw input at a point,
   * as a visitor's is: Playwright's `locator.click()` would add its own hit-target listeners to the page's event
   * dispatch, which the measurement would count.
   */
  input: 'click' | 'tap' | 'enter' | { type: string };
  /** Waits (with plain selectors, cheap to poll) until the result is on the page, so an action that did nothing cannot pass. */
  done: (page: Page) => Promise<unknown>;
  /** Gets the page ready, after the control is in view and before the clock starts. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * What the visitor waits to see, when it comes after the input's own frame: then the time runs from the click to
   * the first frame with this element laid out (and, with `text`, saying it), not to the input's next paint.
   */
  shown?: Shown;
}

interface Shown {
  selector: string;
  text?: string;
}

const careersHeading = pages.pages['/about-us/careers']?.heading ?? 'Careers';
const salesForm = contactForm('contact-sales');
const inquiryForm = contactForm('general-inquiry');
const typed = 'Ada';

const mobileMenuToggle = {
  route: '/',
  kind: 'widget',
  viewport: 'mobile',
  control: (page: Page) => page.getByRole('button', { name: navigation.menuLabels.open }),
  input: 'tap',
  done: (page: Page) => page.locator('dialog[open]').waitFor(),
} satisfies Partial<Action>;

/** The header's search control, from 768px up. */
const searchControl = (page: Page) => page.getByRole('banner').getByRole('button', { name: site.search.label, exact: true });
const searchField = 'dialog[open] input[type="search"]';

/** Every widget of the site, a typed key and a move to another page. */
export const actions: Action[] = [
  {
    id: 'desktop-dropdown',
    name: 'open a desktop dropdown (Enter)',
    route: '/',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.locator('header nav button[aria-expanded]').first(),
    input: 'enter',
    done: (page) => page.locator('header nav button[aria-expanded="true"]').waitFor(),
  },
  {
    id: 'mobile-menu',
    name: 'open the mobile menu (tap)',
    ...mobileMenuToggle,
  },
  {
    // Event Timing sees the tap's own frame: a dialog that came frames later (code loaded on demand, a Suspense
    // reveal) shows only here.
    id: 'mobile-menu-shown',
    name: 'open the mobile menu (tap), until the dialog is on screen',
    ...mobileMenuToggle,
    shown: { selector: 'dialog[open]' },
  },
  {
    id: 'faq',
    name: 'open an FAQ answer',
    route: '/contact-us-and-support/faqs',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.locator('main h2 button').first(),
    input: 'click',
    done: (page) => page.locator('main h2 button[aria-expanded="true"]').waitFor(),
  },
  {
    id: 'carousel',
    name: 'carousel: next slide',
    route: '/about-us/meet-our-team',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: team.carousel.next }),
    input: 'click',
    // Rotation stops when the visitor picks a slide: the one after the shown one is shown, whatever was shown.
    prepare: async (page) => {
      const shown = await page.locator('[aria-roledescription="slide"]').evaluateAll((all) => all.findIndex((slide) => slide.hasAttribute('data-current')));
      await page.evaluate((expected) => ((window as unknown as { __expectedSlide: number }).__expectedSlide = expected), (shown + 1) % team.carousel.cards.length);
    },
    done: (page) =>
      page.waitForFunction(() => {
        const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
        const current = slides[(window as unknown as { __expectedSlide: number }).__expectedSlide];
        return current?.hasAttribute('data-current') === true && !current.hasAttribute('inert');
      }),
  },
  {
    id: 'timeline',
    name: 'timeline: load more',
    route: '/about-us/company-overview',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: milestones.loadMoreLabel }),
    input: 'click',
    done: (page) => page.locator('ol[data-expanded]').waitFor(),
  },
  {
    id: 'video',
    name: 'pause the company video',
    route: '/about-us/company-overview',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: company.hero.video.pauseLabel }),
    input: 'click',
    done: (page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused || new Promise((resolve) => video.addEventListener('pause', resolve, { once: true }))),
  },
  {
    id: 'logo-row',
    name: 'pause the logo row',
    route: '/about-us/partners-and-affiliates',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: partners.logoRow.pause }),
    input: 'click',
    done: (page) => page.locator('[data-paused]').first().waitFor(),
  },
  {
    id: 'photo-rows',
    name: 'pause the careers photos',
    route: '/about-us/careers',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: careers.photos.pauseLabel }),
    input: 'click',
    done: (page) => page.locator('button[data-motion-control]', { hasText: careers.photos.playLabel }).waitFor(),
  },
  {
    id: 'office-map',
    name: 'show the office map',
    route: '/contact-us-and-support/contact-support',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: forms.map.show }),
    input: 'click',
    done: (page) => page.locator('iframe').waitFor({ state: 'attached' }),
  },
  {
    id: 'empty-submit',
    name: 'submit the sales form empty (errors shown)',
    route: '/contact-us-and-support/contact-sales',
    kind: 'widget',
    viewport: 'desktop',
    control: (page) => page.getByRole('button', { name: salesForm.submit }),
    input: 'click',
    done: (page) => page.locator('form [role="alert"] li').first().waitFor(),
  },
  {
    id: 'typing',
    name: 'type a character in a field',
    route: '/contact-us-and-support/general-inquiry',
    kind: 'typing',
    viewport: 'desktop',
    control: (page) => page.getByLabel(inquiryForm.fields[0]!.label, { exact: true }),
    prepare: async (page) => {
      await page.getByLabel(inquiryForm.fields[0]!.label, { exact: true }).focus();
    },
    // Several keys, each its own interaction: the longest counts, as INP takes the worst.
    input: { type: typed },
    done: (page) => page.waitForFunction((value) => (document.activeElement as HTMLInputElement | null)?.value === value, typed),
  },
  {
    // The dialog's code is a chunk of its own, fetched as the pointer reaches the control (which the click waits on
    // here, as a visitor's pointer does) or on the click itself: timed to the dialog on screen, not the click's frame.
    id: 'search-open',
    name: 'open the search (click), until its dialog is on screen',
    route: '/',
    kind: 'widget',
    viewport: 'desktop',
    control: searchControl,
    input: 'click',
    shown: { selector: searchField },
    done: (page) => page.locator(searchField).waitFor(),
  },
  {
    // Each key of a word typed into the open search, its results coming from the index (Pagefind, in a worker) as the
    // typing pauses. The time until those results are on screen is not measured: `shown` is timed from a click.
    id: 'search-typing',
    name: 'type a word in the search',
    route: '/',
    kind: 'typing',
    viewport: 'desktop',
    control: searchControl,
    // Opened before the clock starts; the settling after it lets the index's script and WebAssembly arrive. The
    // index starts loading once React has rendered the dialog open, a frame after the element opened: the control
    // (inert behind the dialog, so found by its attribute) then says so.
    prepare: async (page) => {
      await searchControl(page).click();
      await page.locator(searchField).waitFor();
      await page.locator('header button[aria-haspopup="dialog"][aria-expanded="true"]').waitFor({ state: 'attached' });
    },
    input: { type: site.name },
    done: (page) => page.locator('dialog[open] li a[href]').first().waitFor(),
  },
  {
    id: 'navigation',
    name: 'footer link to the careers page, until its h1 is on screen',
    route: '/',
    kind: 'navigation',
    viewport: 'desktop',
    control: (page) => page.locator('footer a[href="/about-us/careers"]').first(),
    input: 'click',
    shown: { selector: 'h1', text: careersHeading },
    done: (page) => page.getByRole('heading', { level: 1, name: careersHeading }).waitFor(),
  },
];

export interface ActionTiming {
  /** The longest interaction (Event Timing, ms; 0 when every one took under 16 ms), or the time until `shown`. */
  ms: number;
  /** Event Timing entries per interaction the action caused: what it was made of. */
  interactions: Array<{ name: string; duration: number; processing: number; delay: number }>;
  /** The host's speed around the action and the CPU slowdown it ran at. */
  calibration: Calibration;
}

interface PageRecord {
  entries: ActionTiming['interactions'];
  clickAt?: number;
  shownAt?: number;
}

type Progress = { interactions: number; shown: boolean };
const listeners = new WeakMap<Page, (progress: Progress) => void>();
/** Requests each page has in flight: a page is settled when none is and its main thread is idle. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Waits until the page has nothing left to fetch and an idle moment: what the visitor's last move started (pictures
 * scrolled into view, code preloaded on hover) is done, as it would be before a visitor who reads acts. Polled from
 * here, not in the page.
 */
async function settle(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  const until = Date.now() + 10_000;
  while (requests && requests.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

/**
 * Records Event Timing entries from now on, and with `shown` when that element is on screen. The page reports
 * progress through a binding as entries arrive, so nothing polls the page while it answers the input.
 */
async function startRecording(page: Page, shown: Shown | undefined): Promise<void> {
  await page.evaluate((shown) => {
    type Entry = PerformanceEventTiming;
    const w = window as unknown as {
      __events: Entry[];
      __eventObserver?: PerformanceObserver;
      __clickAt?: number;
      __shownAt?: number;
      __recordingProgress: (progress: { interactions: number; shown: boolean }) => void;
    };
    w.__eventObserver?.disconnect();
    w.__events = [];
    w.__clickAt = undefined;
    w.__shownAt = undefined;
    // No named helpers in here: tsx wraps them in a naming function the page does not have.
    w.__eventObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) if (entry.interactionId > 0) w.__events.push(entry);
      w.__recordingProgress({ interactions: new Set(w.__events.map((entry) => entry.interactionId)).size, shown: w.__shownAt !== undefined });
    });
    w.__eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    if (shown === undefined) return;
    // From the click, when the control acts (the press before it is the visitor's, held `pressHoldMs`).
    document.addEventListener('click', (event) => (w.__clickAt = event.timeStamp), { capture: true, once: true });
    // Checked once a frame: the first frame that has the element laid out (saying `text`) is the one that shows it.
    void (async () => {
      for (;;) {
        const element = w.__clickAt === undefined ? null : document.querySelector(shown.selector);
        if (element && element.getClientRects().length > 0 && (shown.text === undefined || element.textContent?.trim() === shown.text)) break;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // The frame is painted after this callback; the task after it runs once the frame is out.
      setTimeout(() => {
        w.__shownAt = performance.now();
        w.__recordingProgress({ interactions: new Set(w.__events.map((entry) => entry.interactionId)).size, shown: true });
      }, 0);
    })();
  }, shown);
}

/**
 * Waits until the page has reported `interactions` interactions (and, if `shown`, that it is on screen). Chromium
 * reports an entry once its frame is presented, which can be frames later on a slow CPU; an interaction under
 * 16 ms is never reported, so after `deadlineMs` without it the ones that came are all there is.
 */
function recorded(page: Page, interactions: number, shown: boolean, deadlineMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, deadlineMs);
    listeners.set(page, (progress) => {
      if (progress.interactions >= interactions && (!shown || progress.shown)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Takes what was recorded: the longest entry of each interaction, the click and when `shown` was on screen. */
async function stopRecording(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const w = window as unknown as { __events: PerformanceEventTiming[]; __eventObserver: PerformanceObserver; __clickAt?: number; __shownAt?: number };
    for (const entry of w.__eventObserver.takeRecords() as PerformanceEventTiming[]) if (entry.interactionId > 0) w.__events.push(entry);
    w.__eventObserver.disconnect();
    // One row per interaction: its longest entry (keydown and keyup, pointerdown and click, share an interactionId).
    const longest = new Map<number, PerformanceEventTiming>();
    for (const entry of w.__events) {
      const seen = longest.get(entry.interactionId);
      if (!seen || entry.duration > seen.duration) longest.set(entry.interactionId, entry);
    }
    return {
      entries: [...longest.values()].map((entry) => ({
        name: entry.name,
        duration: entry.duration,
        processing: Math.round(entry.processingEnd - entry.processingStart),
        delay: Math.round(entry.processingStart - entry.startTime),
      })),
      clickAt: w.__clickAt,
      shownAt: w.__shownAt,
    };
  });
}

/**
 * The CPU slowdown a run takes from the host's latest benchmark readings: `rollingSlowdown` (Lighthouse's calculator)
 * in the bench, a fixed rate when builds are compared (scripts/bench/compare-actions.ts). Null: too slow to calibrate.
 */
export type SlowdownRule = (readings: number[]) => number | null;

/**
 * Opens `url` and waits for hydration and the network to settle; then reads the host's benchmark index in the page,
 * adds it to `readings` and slows the CPU to the rate `slowdownOf` gives for the latest readings. Returns that
 * calibration, or throws when the host is under the calculator's lowest tier.
 */
async function openThrottled(page: Page, url: string, readings: number[], slowdownOf: SlowdownRule): Promise<Pick<Calibration, 'indexBefore' | 'slowdown'>> {
  await page.exposeFunction('__recordingProgress', (progress: Progress) => listeners.get(page)?.(progress));
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const indexBefore = await measureBenchmarkIndex(page);
  readings.push(indexBefore);
  const slowdown = slowdownOf(readings);
  if (slowdown === null) throw new Error(`the host's benchmark index ${Math.round(indexBefore)} is under Lighthouse's lowest tier: too slow to calibrate`);
  await setCpuSlowdown(page, slowdown);
  return { indexBefore, slowdown };
}

/** Each page's session for the CPU slowdown: kept open, since an override lasts only as long as its session. */
const throttlingSessions = new WeakMap<Page, CDPSession>();

async function setCpuSlowdown(page: Page, rate: number): Promise<void> {
  let cdp = throttlingSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    throttlingSessions.set(page, cdp);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A tap held for `pressHoldMs` (Playwright's `touchscreen.tap` lifts the finger at once). */
async function tap(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, pressHoldMs));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** Runs `action` once on a page `openThrottled` opened and returns its time and what it was made of. */
async function timeAction(page: Page, action: Action): Promise<Omit<ActionTiming, 'calibration'>> {
  const control = action.control(page);
  await control.scrollIntoViewIfNeeded();
  // What came into view renders (a part deferred until then may take its real height and move the control).
  await settle(page);
  await action.prepare?.(page);
  const centre = async () => {
    const box = await control.boundingBox();
    if (!box) throw new Error(`${action.name}: the control is not on screen`);
    return [box.x + box.width / 2, box.y + box.height / 2] as const;
  };
  let [x, y] = await centre();
  // The pointer comes to rest on the control (a mouse hovers before it presses; a finger does not), or focus does.
  if (action.input === 'click') await page.mouse.move(x, y);
  if (action.input === 'enter') await control.focus();
  await settle(page);
  [x, y] = await centre();
  const { shown } = action;
  await startRecording(page, shown);
  if (typeof action.input === 'object') {
    // One key at a time, each once the page has answered the one before, as a visitor types.
    const keys = [...action.input.type];
    for (const [index, key] of keys.entries()) {
      const answered = recorded(page, index + 1, false);
      await page.keyboard.press(key, { delay: pressHoldMs });
      await answered;
    }
  } else {
    const answered = recorded(page, 1, shown !== undefined, shown ? 20_000 : undefined);
    if (action.input === 'click') await page.mouse.click(x, y, { delay: pressHoldMs });
    else if (action.input === 'tap') await tap(page, x, y);
    else await page.keyboard.press('Enter', { delay: pressHoldMs });
    await answered;
  }
  await action.done(page);
  const record = await stopRecording(page);
  if (shown) {
    if (record.clickAt === undefined || record.shownAt === undefined) throw new Error(`${action.name}: ${shown.selector} was not seen on screen`);
    return { ms: record.shownAt - record.clickAt, interactions: record.entries };
  }
  return { ms: Math.max(0, ...record.entries.map((entry) => entry.duration)), interactions: record.entries };
}

/**
 * Runs `action` in a fresh context of `browser` (its own cache and storage) on the site at `origin`, slowed as
 * `slowdownOf` says for the host's latest `readings`, to which it adds its own before and after.
 */
export async function measureAction(browser: Browser, origin: string, action: Action, readings: number[], slowdownOf: SlowdownRule): Promise<ActionTiming> {
  const context = await browser.newContext(action.viewport === 'mobile' ? mobileViewport : desktopViewport);
  // Nothing leaves the site under test: the map's frame would wait on a network this machine may not have.
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  try {
    const page = await context.newPage();
    const before = await openThrottled(page, origin + action.route, readings, slowdownOf);
    const timing = await timeAction(page, action);
    // The host's speed after the action, at full speed again, in the page that was measured (or the next page).
    await setCpuSlowdown(page, 1);
    const indexAfter = await measureBenchmarkIndex(page);
    readings.push(indexAfter);
    return { ...timing, calibration: { ...before, indexAfter, load: loadavg()[0] ?? 0 } };
  } finally {
    await context.close();
  }
}
