/**
 * Responsiveness after load: what a visitor waits for when they use a page, on a phone-speed CPU. Each action
 * runs on a freshly loaded, hydrated page with the CPU slowed 4x (Lighthouse's mobile preset,
 * `Emulation.setCPUThrottlingRate`). A widget's or a key's time is the longest Event Timing entry with an
 * `interactionId` (durationThreshold 16 ms) the action caused: INP as the web-vitals library computes it, from the
 * input to the next paint. A navigation's time runs from the click's pointerdown to the first frame after the next
 * page's h1 is in the document. Used by `npm run bench` (every action, median of 3, each with its bar) and by the
 * regression test in `npm test` (tests/e2e/responsiveness.spec.ts), so both measure the same way.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { careers } from '../../src/content/careers.ts';
import { company } from '../../src/content/company.ts';
import { forms } from '../../src/content/forms.ts';
import { milestones } from '../../src/content/milestones.ts';
import { navigation } from '../../src/content/navigation.ts';
import { pages } from '../../src/content/pages.ts';
import { partners } from '../../src/content/partners.ts';
import { team } from '../../src/content/team.ts';

/** The CPU slowdown of Lighthouse's mobile preset. */
export const cpuSlowdown = 4;

/** Bars in milliseconds (issue 24): half of what web.dev calls good (200 ms) for a widget, less for a key. */
export const interactionBars = { widget: 100, typing: 50, navigation: 300 } as const;
export type ActionKind = keyof typeof interactionBars;

export const desktopViewport: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
export const mobileViewport: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

export interface Action {
  name: string;
  route: string;
  kind: ActionKind;
  viewport: 'desktop' | 'mobile';
  /** Gets the page ready (not measured): scrolls to the control, focuses a field. */
  prepare?: (page: Page) => Promise<void>;
  /** Does it, and waits until its result is on the page, so an action that did nothing cannot pass. */
  perform: (page: Page) => Promise<void>;
}

const footerLink = (page: Page, href: string) => page.locator(`footer a[href="${href}"]`).first();
const careersHeading = pages.pages['/about-us/careers']?.heading ?? 'Careers';
const salesForm = forms.forms.contactSales;
const inquiryForm = forms.forms.generalInquiry;

/** Every widget of the site, a typed key and a move to another page. */
export const actions: Action[] = [
  {
    name: 'open a desktop dropdown (Enter)',
    route: '/',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.locator('header nav button[aria-expanded]').first().focus(),
    perform: async (page) => {
      await page.keyboard.press('Enter');
      await page.locator('header nav button[aria-expanded="true"]').waitFor();
    },
  },
  {
    name: 'open the mobile menu (tap)',
    route: '/',
    kind: 'widget',
    viewport: 'mobile',
    perform: async (page) => {
      await page.getByRole('button', { name: navigation.menuLabels.open }).tap();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'open an FAQ answer',
    route: '/contact-us-and-support/faqs',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.locator('main h2 button').first().scrollIntoViewIfNeeded(),
    perform: async (page) => {
      await page.locator('main h2 button').first().click();
      await page.locator('main h2 button[aria-expanded="true"]').waitFor();
    },
  },
  {
    name: 'carousel: next slide',
    route: '/about-us/meet-our-team',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('button', { name: team.carousel.next }).scrollIntoViewIfNeeded(),
    perform: async (page) => {
      const slides = page.locator('[aria-roledescription="slide"]');
      const shown = await slides.evaluateAll((all) => all.findIndex((slide) => slide.getAttribute('data-current') === 'true'));
      await page.getByRole('button', { name: team.carousel.next }).click();
      await slides.nth((shown + 1) % team.carousel.cards.length).and(page.locator('[data-current="true"]:not([inert])')).waitFor();
    },
  },
  {
    name: 'timeline: load more',
    route: '/about-us/company-overview',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('button', { name: milestones.loadMoreLabel }).scrollIntoViewIfNeeded(),
    perform: async (page) => {
      await page.getByRole('button', { name: milestones.loadMoreLabel }).click();
      await page.locator('ol[data-expanded="true"]').waitFor();
    },
  },
  {
    name: 'pause the company video',
    route: '/about-us/company-overview',
    kind: 'widget',
    viewport: 'desktop',
    perform: async (page) => {
      await page.getByRole('button', { name: company.hero.video.pauseLabel }).click();
      await page.getByRole('button', { name: company.hero.video.playLabel }).waitFor();
    },
  },
  {
    name: 'pause the logo row',
    route: '/product-and-solutions/pricing',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('button', { name: partners.logoRow.pause }).scrollIntoViewIfNeeded(),
    perform: async (page) => {
      await page.getByRole('button', { name: partners.logoRow.pause }).click();
      await page.getByRole('button', { name: partners.logoRow.play }).waitFor();
    },
  },
  {
    name: 'pause the careers photos',
    route: '/about-us/careers',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('button', { name: careers.photos.pauseLabel }).scrollIntoViewIfNeeded(),
    perform: async (page) => {
      await page.getByRole('button', { name: careers.photos.pauseLabel }).click();
      await page.getByRole('button', { name: careers.photos.playLabel }).waitFor();
    },
  },
  {
    name: 'show the office map',
    route: '/contact-us-and-support/contact-support',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('button', { name: forms.map.show }).scrollIntoViewIfNeeded(),
    perform: async (page) => {
      await page.getByRole('button', { name: forms.map.show }).click();
      await page.locator(`iframe[title="${forms.map.frameTitle}"]`).waitFor();
    },
  },
  {
    name: 'submit the sales form empty (errors shown)',
    route: '/contact-us-and-support/contact-sales',
    kind: 'widget',
    viewport: 'desktop',
    prepare: (page) => page.getByRole('button', { name: salesForm.submit }).scrollIntoViewIfNeeded(),
    perform: async (page) => {
      await page.getByRole('button', { name: salesForm.submit }).click();
      await page.getByRole('alert').filter({ hasText: forms.errorSummary.heading }).waitFor();
    },
  },
  {
    name: 'type a character in a field',
    route: '/contact-us-and-support/general-inquiry',
    kind: 'typing',
    viewport: 'desktop',
    prepare: async (page) => {
      const first = inquiryForm.fields[0]!;
      await page.getByLabel(first.label, { exact: true }).focus();
    },
    perform: async (page) => {
      const first = inquiryForm.fields[0]!;
      // Several keys, each its own interaction: the longest counts, as INP takes the worst.
      await page.keyboard.type('Ada');
      await page.waitForFunction((label) => {
        const control = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.control as HTMLInputElement | null;
        return control?.value === 'Ada';
      }, first.label);
    },
  },
  {
    name: 'footer link to the careers page, until its h1 is on screen',
    route: '/',
    kind: 'navigation',
    viewport: 'desktop',
    prepare: async (page) => {
      await footerLink(page, '/about-us/careers').scrollIntoViewIfNeeded();
      // A visitor reads before clicking: whatever the page fetches for links it shows (preloads) has time to finish.
      await page.waitForLoadState('networkidle');
    },
    perform: async (page) => {
      await footerLink(page, '/about-us/careers').click();
      await page.waitForFunction(() => (window as unknown as { __headingShownAt?: number }).__headingShownAt !== undefined, undefined, { timeout: 20_000 });
    },
  },
];

export interface ActionTiming {
  /** The longest interaction (Event Timing, ms; 0 when every one took under 16 ms), or the click-to-heading time. */
  ms: number;
  /** Event Timing entries per interaction the action caused: what it was made of. */
  interactions: Array<{ name: string; duration: number; processing: number; delay: number }>;
}

/** Records Event Timing entries from now on, and for a navigation when the next page's h1 is on screen. */
async function startRecording(page: Page, heading: string | undefined): Promise<void> {
  await page.evaluate((heading) => {
    type Entry = PerformanceEventTiming;
    const w = window as unknown as { __events: Entry[]; __eventObserver: PerformanceObserver; __clickAt?: number; __headingShownAt?: number };
    w.__events = [];
    w.__eventObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) if (entry.interactionId > 0) w.__events.push(entry);
    });
    w.__eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    if (heading === undefined) return;
    document.addEventListener('pointerdown', (event) => (w.__clickAt = event.timeStamp), { capture: true, once: true });
    // Checked once a frame: the first frame that has the new heading in it is the one that shows it. (A loop, not a
    // named callback: tsx names functions with a helper that does not exist in the page.)
    void (async () => {
      while (w.__clickAt === undefined || document.querySelector('h1')?.textContent?.trim() !== heading) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // The frame is painted after this callback; the task after it runs once the frame is out.
      setTimeout(() => (w.__headingShownAt = performance.now()), 0);
    })();
  }, heading);
}

/** Waits two frames so the interaction's entries are queued, then takes them. */
async function stopRecording(page: Page): Promise<{ entries: ActionTiming['interactions']; clickAt?: number; headingShownAt?: number }> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const w = window as unknown as { __events: PerformanceEventTiming[]; __eventObserver: PerformanceObserver; __clickAt?: number; __headingShownAt?: number };
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
      headingShownAt: w.__headingShownAt,
    };
  });
}

/** Opens `url`, waits for hydration and the network to settle, and slows the CPU `cpuSlowdown` times. */
export async function openThrottled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/** Runs `action` once on an open, throttled page and returns its time. */
export async function timeAction(page: Page, action: Action): Promise<ActionTiming> {
  await action.prepare?.(page);
  await startRecording(page, action.kind === 'navigation' ? careersHeading : undefined);
  await action.perform(page);
  const recorded = await stopRecording(page);
  const longest = Math.max(0, ...recorded.entries.map((entry) => entry.duration));
  if (action.kind === 'navigation') {
    if (recorded.clickAt === undefined || recorded.headingShownAt === undefined) throw new Error(`${action.name}: the next page's heading was not seen`);
    return { ms: recorded.headingShownAt - recorded.clickAt, interactions: recorded.entries };
  }
  return { ms: longest, interactions: recorded.entries };
}

/** Runs `action` in a fresh context of `browser` (its own cache and storage) on the site at `origin`. */
export async function measureAction(browser: Browser, origin: string, action: Action): Promise<ActionTiming> {
  const context = await browser.newContext(action.viewport === 'mobile' ? mobileViewport : desktopViewport);
  // Nothing leaves the site under test: the map's frame would wait on a network this machine may not have.
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  try {
    const page = await context.newPage();
    await openThrottled(page, origin + action.route);
    return await timeAction(page, action);
  } finally {
    await context.close();
  }
}
