import { expect, test, type Locator, type Page } from '@playwright/test';
import { partners } from '../../src/content/partners.ts';
import { openHydrated } from './support';

const { logoRow } = partners;
const names = partners.partners.map((partner) => partner.name);

/** The moving row on a page: its button, the list assistive technology sees, and the animated track. */
function row(page: Page) {
  // Named by its section's heading, which differs between the pages that show it.
  const group = page.getByRole('group').filter({ has: page.getByRole('list', { name: logoRow.label }) });
  return {
    group,
    button: group.getByRole('button'),
    list: group.getByRole('list', { name: logoRow.label }),
    track: group.locator('ul').first().locator('xpath=..'),
  };
}

/** Every image has loaded (a lazy image that never came near the viewport has not). */
const expectLoaded = (images: Locator) =>
  expect
    .poll(() => images.evaluateAll((all) => all.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length))
    .toBe(0);

/** The track's animation state. */
const playState = (track: Locator) => track.evaluate((element) => element.getAnimations()[0]?.playState ?? 'none');

/** Puts the animation in the middle of its first slide and reports the track's transform there. */
const transformMidSlide = (track: Locator) =>
  track.evaluate((element) => {
    const animation = element.getAnimations()[0];
    if (animation) animation.currentTime = 2600;
    return getComputedStyle(element).transform;
  });

/** The track's transform two frames from now: the same as now while the row stands still. */
const transformTwoFramesLater = (track: Locator) =>
  track.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    return getComputedStyle(element).transform;
  });

const transformNow = (track: Locator) => track.evaluate((element) => getComputedStyle(element).transform);

test('the row holds the 14 partners, each logo drawn in one colour, the same for all (white only as a cut-out)', async ({ request }) => {
  expect(names).toHaveLength(14);
  const colours = new Set<string>();
  for (const partner of partners.partners) {
    const drawing = await (await request.get(partner.logo)).text();
    for (const [, colour] of drawing.matchAll(/(?:fill|stroke)[=:]"?(#[0-9a-f]{3,6})/gi)) {
      if (!/^#f{3}(f{3})?$/i.test(colour!)) colours.add(colour!.toUpperCase());
    }
  }
  expect([...colours]).toHaveLength(1);
});

for (const path of ['/', '/about-us/partners-and-affiliates']) {
  test.describe(`partner logo row on ${path}`, () => {
    test('the window onto the row shows whole logos only: a whole number of them, none cut at its edges', async ({ page }) => {
      await openHydrated(page, path);
      const { group } = row(page);
      await group.scrollIntoViewIfNeeded();
      const { windowWidth, slotWidth } = await group.locator('li').first().evaluate((item) => ({
        windowWidth: item.closest('ul')!.parentElement!.parentElement!.getBoundingClientRect().width,
        slotWidth: item.getBoundingClientRect().width,
      }));
      expect(windowWidth / slotWidth, `a window of ${windowWidth}px over logos of ${slotWidth}px`).toBeGreaterThanOrEqual(2);
      expect(Number.isInteger(Math.round((windowWidth / slotWidth) * 1000) / 1000)).toBe(true);
    });

    test(`exposes ${names.length} distinct partner names once, and the loop copy not at all`, async ({ page }) => {
      await openHydrated(page, path);
      const { group, list } = row(page);
      expect(new Set(names).size).toBe(names.length);
      await expect(list.getByRole('img')).toHaveCount(names.length);
      for (const name of names) {
        await expect(page.getByRole('img', { name, exact: true })).toHaveCount(1);
      }
      // The copy that closes the loop: present for the eye, hidden from assistive technology, nothing focusable.
      const copy = group.locator('ul[aria-hidden="true"]');
      await expect(copy.locator('img')).toHaveCount(names.length);
      await expect(copy.locator('a, button, [tabindex]')).toHaveCount(0);
    });

    test('the prerendered page neither preloads nor eagerly loads a logo: nothing competes with its first paint', async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+\/images\/partners\//);
      const logos = html.match(/<img[^>]+src="\/images\/partners\/[^>]+>/g) ?? [];
      expect(logos).toHaveLength(2 * names.length);
      for (const logo of logos) expect(logo).toContain('loading="lazy"');
    });

    test('every logo image, the loop copy included, has loaded once the row is in view', async ({ page }) => {
      await openHydrated(page, path);
      const { group } = row(page);
      await group.scrollIntoViewIfNeeded();
      const images = group.locator('img');
      await expect(images).toHaveCount(2 * names.length);
      await expectLoaded(images);
    });

    // Pausing and playing is the component's own behaviour, the same wherever it is placed: tested on one page.
    if (path === '/') {
      test('the button stops and restarts the motion and says what it will do', async ({ page }) => {
        await openHydrated(page, path);
        const { group, button, track } = row(page);
        // Away from the viewport the row is not rendered (content-visibility: auto), so it does not move either.
        await group.scrollIntoViewIfNeeded();
        await expect(button).toHaveText(logoRow.pause);
        expect(await playState(track)).toBe('running');
        // Polled: on a busy host two frames can pass before the animation's time moves on.
        const movingFrom = await transformMidSlide(track);
        await expect.poll(() => transformNow(track)).not.toBe(movingFrom);

        await button.click();
        await expect(button).toHaveText(logoRow.play);
        // Clicking left focus (and the pointer) on the button; Play was not pressed, so the row stays still.
        await expect.poll(() => playState(track)).toBe('paused');
        const stillFrom = await transformMidSlide(track);
        expect(await transformTwoFramesLater(track)).toBe(stillFrom);

        await button.click();
        await expect(button).toHaveText(logoRow.pause);
        // Play overrides the pause that focus on the button would otherwise hold.
        await expect.poll(() => playState(track)).toBe('running');
      });

      test('hovering the logos pauses the row, leaving resumes it', async ({ page }) => {
        await openHydrated(page, path);
        const { track } = row(page);
        // The middle of the row's window: a given logo may have slid out of it by the time the pointer arrives.
        await track.locator('xpath=..').hover();
        await expect.poll(() => playState(track)).toBe('paused');
        await page.mouse.move(1, 1);
        await expect.poll(() => playState(track)).toBe('running');
      });

      test('keyboard focus in the row pauses it until Play is pressed or focus leaves', async ({ page }) => {
        await openHydrated(page, path);
        const { button, track } = row(page);
        await button.focus();
        await expect(button).toBeFocused();
        await expect(button).toHaveText(logoRow.pause);
        await expect.poll(() => playState(track)).toBe('paused');
        await page.keyboard.press('Enter');
        await expect(button).toHaveText(logoRow.play);
        await expect.poll(() => playState(track)).toBe('paused');
        await page.keyboard.press('Enter');
        await expect(button).toHaveText(logoRow.pause);
        await expect.poll(() => playState(track)).toBe('running');
        // Focus leaves and comes back: focus holds the row still again.
        await page.keyboard.press('Tab');
        await expect(button).not.toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(button).toBeFocused();
        await expect.poll(() => playState(track)).toBe('paused');
      });
    }

    /** The row stands still with every logo in view, and no pause button (there is nothing to pause). */
    async function expectStill(page: Page) {
      const { group, list, track } = row(page);
      await group.scrollIntoViewIfNeeded();
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      await expect(group.getByRole('button')).toBeHidden();
      await expect(group.locator('ul[aria-hidden="true"]')).toBeHidden();
      const viewport = await track.locator('xpath=..').boundingBox();
      expect(viewport).not.toBeNull();
      for (const logo of await list.getByRole('img').all()) {
        const box = await logo.boundingBox();
        expect(box).not.toBeNull();
        if (!box || !viewport) continue;
        expect(box.x).toBeGreaterThanOrEqual(viewport.x);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.x + viewport.width + 0.5);
      }
      await expectLoaded(list.getByRole('img'));
    }

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('nothing moves and every logo shows without overflow', async ({ page }) => {
        await openHydrated(page, path);
        await expectStill(page);
      });
    });

    test.describe('with JavaScript disabled', () => {
      test.use({ javaScriptEnabled: false });

      // The pause button would do nothing without JavaScript, so nothing moves.
      test('nothing moves and every logo shows without overflow', async ({ page }) => {
        await page.goto(path);
        await expectStill(page);
      });
    });
  });
}
