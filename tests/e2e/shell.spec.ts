import { expect, test } from '@playwright/test';
import { navigation } from '../../src/content/navigation.ts';
import { collectErrors, expectHydrated, navigationLabel, openHydrated, productCases, routes, siteContent } from './support';
import { expectClearOfHeader, formCases } from './support/forms';

/** The h1 of a page, from its content. */
const headingOf = (path: string) => routes.find((route) => route.path === path)!.heading;

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await openHydrated(page, '/about-us/careers');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: siteContent.skipLinkLabel });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the top strip links to the help center and the logo to the home page', async ({ page }) => {
  await openHydrated(page, '/about-us/careers');
  await page.getByRole('link', { name: siteContent.helpCenter.label }).click();
  await expect(page).toHaveURL('/contact-us-and-support/contact-support');
  await page.getByRole('link', { name: siteContent.logo.alt }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the footer has the sales mail, contact details, social links and copyright', async ({ page }) => {
  await openHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  // The sales address is one link, which starts a message to sales.
  const salesLink = footer.getByRole('link', { name: siteContent.emails.sales });
  await expect(salesLink).toHaveCount(1);
  const salesHref = await salesLink.getAttribute('href');
  const sales = new URL(salesHref ?? '');
  expect(sales.protocol).toBe('mailto:');
  expect(sales.pathname).toBe(siteContent.emails.sales);
  expect(sales.searchParams.get('subject')).toBe(siteContent.salesMail.subject);
  // The whole body, its line breaks included; spaces written as %20, never as + (which mail programs keep as +).
  expect(sales.searchParams.get('body')).toBe(siteContent.salesMail.body);
  expect(salesHref).not.toContain('+');

  await expect(footer.getByRole('link', { name: siteContent.phone.display })).toHaveAttribute('href', `tel:${siteContent.phone.tel}`);
  for (const office of siteContent.offices) {
    await expect(footer).toContainText(office.name);
    for (const line of office.address) await expect(footer).toContainText(line);
  }
  await expect(footer).toContainText(`© ${siteContent.copyright.year} ${siteContent.legalName}`);

  expect(siteContent.social.length).toBeGreaterThan(0);
  for (const { label, href } of siteContent.social) {
    const link = footer.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`${label} ${siteContent.newTabNote}`);
  }
});

test('the footer lists each destination once, its links muted and underlined only under the pointer, beside the brand mark', async ({ page }) => {
  await openHydrated(page, '/about-us/careers');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const destinations = await footer.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href.split('?')[0]!.replace(/\/$/, '')));
  expect(destinations.length).toBeGreaterThan(10);
  expect(destinations.filter((href, index) => destinations.indexOf(href) !== index), 'destinations listed twice').toEqual([]);
  await expect(footer.getByRole('heading', { level: 2 }).first().locator('img')).toHaveAttribute('src', /logo-mark/);

  const decoration = (link: ReturnType<typeof footer.getByRole>) => link.evaluate((element) => getComputedStyle(element).textDecorationLine);
  const careers = footer.getByRole('link', { name: navigationLabel('/about-us/careers') });
  expect(await decoration(careers)).toBe('none');
  await careers.hover();
  await expect.poll(() => decoration(careers)).toBe('underline');
  // A link inside running text keeps its underline.
  const inText = page.locator('#main p a').first();
  expect(await decoration(inText)).toBe('underline');
});

test('every navigation starts at the top, and back restores the scroll position', async ({ page }) => {
  await openHydrated(page, '/');
  // The first page renders its later parts as they come into view, which settles its height: scroll until the
  // bottom stays the bottom for two frames.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(500);

  await page.getByRole('contentinfo').getByRole('link', { name: navigationLabel('/about-us/careers') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about-us/careers'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main')).toBeFocused();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
  // Back to where the visitor was: the bottom of the page. Parts the jump to the bottom skipped kept their estimated
  // heights (SiteShell.css.ts), so the page was taller then than in full; the bottom is the same place.
  await expect
    .poll(() => page.evaluate((before) => window.scrollY >= Math.min(document.documentElement.scrollHeight - window.innerHeight, before) - 5, scrolledTo))
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('what a visitor scrolls before the page hydrates stays where it is', async ({ page }) => {
  // Hold the entry module back until the visitor has scrolled, so hydration certainly comes after it.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/assets/entry-*.js', async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/about-us/meet-our-team');
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  releaseEntry();
  await expectHydrated(page);
  // Were the router's first render to reset the scroll (src/router.tsx keeps it from doing so), it would do it right
  // after hydration: give it a frame to.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('a page renders its later parts near the viewport, on arrival and after a link; a page shown by Back renders in full', async ({ page }) => {
  // The content of the page's third part, and of the footer. The part under the hero (the second) renders at once.
  const contentVisibility = () =>
    page.evaluate(() =>
      ['#main > :nth-child(2) > *', '#main > * ~ * ~ * > *', 'footer > *'].map((part) => getComputedStyle(document.querySelector(part)!).contentVisibility),
    );
  // Each late part renders for one frame soon after the page is on screen, for its real height: read once that is over.
  const heightsLearned = () => expect(page.locator('html')).toHaveAttribute('data-late-heights', 'real');
  await openHydrated(page, '/');
  await heightsLearned();
  expect(await contentVisibility()).toEqual(['visible', 'auto', 'auto']);
  await page.getByRole('contentinfo').getByRole('link', { name: navigationLabel('/about-us/careers') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about-us/careers'));
  await heightsLearned();
  expect(await contentVisibility()).toEqual(['visible', 'auto', 'auto']);
  // Back restores a scroll position: the page it returns to lays out in full, so the position means what it meant.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
  expect(await contentVisibility()).toEqual(['visible', 'visible', 'visible']);
  // The next link defers again.
  await page.getByRole('contentinfo').getByRole('link', { name: navigationLabel('/about-us/careers') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about-us/careers'));
  await heightsLearned();
  expect(await contentVisibility()).toEqual(['visible', 'auto', 'auto']);
});

test('a jump to the end of a page leaves what it brought into view where it is, clear of the fixed header', async ({ page }) => {
  // The closing band's button, focused as a screen reader's jump or a script would: the browser scrolls it into view.
  // Whatever renders as it arrives (the later parts, the footer) must not move the page's end and take the button
  // with it, under the header, before the press or the focus ring lands. The page learns its parts' real heights soon
  // after it hydrates (client/remember-late-heights.ts); before that, the estimates are what the jump meets.
  for (const path of ['/', ...productCases.map(({ product }) => product.overview as string)]) {
    await openHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-late-heights', 'real');
    const action = page.locator('[data-cta-band] a');
    await action.focus();
    const placed = await action.boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await action.boundingBox(), `${path}: the closing band's button two frames after focus`).toEqual(placed);
    await expectClearOfHeader(page, action, `${path}: the closing band's button`);
  }
});

test('nothing on screen moves while a page loads, hydrates and learns its late parts\' heights', async ({ page }) => {
  // Every layout shift the browser reports (Lighthouse's CLS adds them up), from the first paint until the late parts
  // have their heights: the pages whose first screen holds a late part (a form's columns) and the home page.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
        shifts.push(`${entry.value.toFixed(3)} ${entry.sources.map((source) => source.node?.nodeName).join(' ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', ...formCases.map((formCase) => formCase.path)]) {
    await openHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-late-heights', 'real');
    // The shifts of the last frame are reported after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts), `${path}: layout shifts`).toEqual([]);
  }
});

test('a page turned to another width learns its parts\' heights again, and a jump to its end still lands', async ({ page }) => {
  // A phone turned, a window resized: every part's height changes with the width, and what the browser remembered of
  // a part off screen is its height at the old one.
  const { width, height } = page.viewportSize()!;
  await openHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-late-heights', 'real');
  await page.setViewportSize({ width: width < 768 ? 844 : 900, height: width < 768 ? 390 : height });
  // The window's resize event comes in the next frame, before its animation frame callbacks.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page.locator('html')).toHaveAttribute('data-late-heights', 'real');
  const action = page.locator('[data-cta-band] a');
  await action.focus();
  const placed = await action.boundingBox();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await action.boundingBox(), "the closing band's button two frames after focus").toEqual(placed);
  await expectClearOfHeader(page, action, "the closing band's button");
});

test('a visible, announced Loading indicator shows while a page chunk loads', async ({ page }) => {
  const errors = collectErrors(page);
  await openHydrated(page, '/');
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold back every script requested from now on: the next page's code-split chunk.
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.getByRole('contentinfo').getByRole('link', { name: navigationLabel('/research-and-resources/milestones') }).click();
  const status = page.getByRole('status').filter({ hasText: siteContent.loadingLabel });
  await expect(status).toBeVisible();
  await expect(status).toHaveText(siteContent.loadingLabel);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/research-and-resources/milestones'));
  await expect(status).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the keyboard focus ring is visible', async ({ page }) => {
  await openHydrated(page, '/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('reduced motion turns transitions and animations off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHydrated(page, '/');
  // Controls carry their colour transition while they are hovered (see src/styles/controls.css.ts).
  const demoLink = page.getByRole('link', { name: navigation.requestDemo.label }).first();
  await demoLink.hover();
  const transitionSeconds = () => demoLink.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  expect(await transitionSeconds()).toBeLessThan(0.001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transitionSeconds()).toBeGreaterThan(0.05);
});
