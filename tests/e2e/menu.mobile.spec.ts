import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { navigation } from '../../src/content/navigation.ts';
import { isSection, productCards } from '../../src/lib/navigation.ts';
import { axeBuilder, expectHydrated, headerBottom, navigationSection, openHydrated, openStill, tabTo } from './support';

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /menu/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: navigation.menuLabels.dialog });
const sectionButton = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });

async function openMenuWithKeyboard(page: Page) {
  await tabTo(page, toggle(page));
  await expect(toggle(page)).toHaveAccessibleName(navigation.menuLabels.open);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
}

test.describe('mobile menu (modal dialog)', () => {
  test('the desktop dropdowns are not shown; the toggle is', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await expect(toggle(page)).toBeVisible();
  });

  test('opens from the keyboard, traps focus, and Escape closes it and restores focus', async ({ page }) => {
    await openHydrated(page, '/about-us/careers');
    await openMenuWithKeyboard(page);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const isInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
    expect(await isInDialog()).toBe(true);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await isInDialog()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await isInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAccessibleName(navigation.menuLabels.open);
  });

  test('the close button closes it; the page behind is inert and does not scroll', async ({ page }) => {
    await openHydrated(page, '/');
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    // Inert: a link in the page behind cannot take focus (the modal dialog blocks the rest of the document).
    const mainIsInert = () =>
      page.locator('main a[href]').first().evaluate((link: HTMLElement) => {
        link.focus();
        return document.activeElement !== link;
      });
    expect(await mainIsInert()).toBe(true);
    const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(overflow).toBe('hidden');
    await dialog(page).getByRole('button', { name: navigation.menuLabels.close }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await mainIsInert()).toBe(false);
  });

  test('only one section is open at a time', async ({ page }) => {
    await openHydrated(page, '/');
    await toggle(page).click();
    const product = sectionButton(page, navigationSection('products').shortLabel);
    const [firstProduct] = productCards(navigation.items.filter(isSection).find((section) => section.showProducts)!);
    const firstProductLink = `${firstProduct!.links[0]!.label} – ${firstProduct!.name}`;
    const about = sectionButton(page, navigationSection('about').shortLabel);
    await product.click();
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog(page).getByRole('link', { name: firstProductLink })).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(product).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog(page).getByRole('link', { name: firstProductLink })).toBeHidden();
    await about.click();
    await expect(dialog(page).locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the current section starts open and shows the same research entries as the desktop header', async ({ page }) => {
    const research = navigation.items.find((item) => item.id === 'research')!;
    const entries = 'entries' in research ? research.entries : [];
    const invitations = entries.flatMap((entry) => ('invitation' in entry ? [entry] : []));
    expect(invitations.length).toBeGreaterThan(0);
    await openHydrated(page, '/research-and-resources/milestones');
    await toggle(page).click();
    await expect(sectionButton(page, navigationSection('research').shortLabel)).toHaveAttribute('aria-expanded', 'true');
    // The same panel as the desktop dropdown (NavPanel): its links, then what is by invitation, as words.
    const panel = dialog(page).getByRole('navigation');
    for (const entry of entries.flatMap((each) => ('href' in each ? [each] : []))) {
      await expect(panel.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.href);
    }
    for (const entry of invitations) {
      await expect(panel.getByRole('link', { name: entry.label })).toHaveCount(0);
      await expect(panel).toContainText(entry.label);
      await expect(panel.getByRole('link', { name: entry.email })).toHaveAttribute('href', `mailto:${entry.email}`);
    }
  });

  test('it opens on the current section each time; what the visitor opened stays put while the menu slides out', async ({ page }) => {
    await openHydrated(page, '/research-and-resources/milestones');
    const closedMenu = page.locator('dialog');
    const expanded = (name: string) => closedMenu.locator('h2 button', { hasText: name }).getAttribute('aria-expanded');
    await toggle(page).click();
    await expect(sectionButton(page, navigationSection('research').shortLabel)).toHaveAttribute('aria-expanded', 'true');
    await sectionButton(page, navigationSection('about').shortLabel).click();
    await expect(sectionButton(page, navigationSection('about').shortLabel)).toHaveAttribute('aria-expanded', 'true');
    // The close button pressed and the slide out held halfway, as a visitor sees it.
    await closedMenu.evaluate(async (menu: HTMLDialogElement, close) => {
      menu.querySelector<HTMLButtonElement>(`button[aria-label="${close}"]`)!.click();
      while (menu.open) await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      for (const animation of menu.getAnimations()) animation.pause();
    }, navigation.menuLabels.close);
    expect(await closedMenu.evaluate((menu) => menu.getAnimations().length)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect([await expanded(navigationSection('research').shortLabel), await expanded(navigationSection('about').shortLabel)]).toEqual(['false', 'true']);
    // Slid out, it starts over from the current page's section.
    await closedMenu.evaluate((menu) => menu.getAnimations().forEach((animation) => animation.finish()));
    await expect.poll(() => expanded(navigationSection('research').shortLabel)).toBe('true');
    expect(await expanded(navigationSection('about').shortLabel)).toBe('false');
    await toggle(page).click();
    await expect(sectionButton(page, navigationSection('research').shortLabel)).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionButton(page, navigationSection('about').shortLabel)).toHaveAttribute('aria-expanded', 'false');
    // With reduced motion nothing slides, and it starts over as it closes.
    await sectionButton(page, navigationSection('about').shortLabel).click();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => expanded(navigationSection('research').shortLabel)).toBe('true');
    await toggle(page).click();
    await expect(sectionButton(page, navigationSection('about').shortLabel)).toHaveAttribute('aria-expanded', 'false');
  });

  // One test per section, so the two workers share them; within one, each link is followed from the page the last
  // one reached (a client-side navigation, as a visitor makes it), never from its own target.
  for (const section of ['Product', 'Research', 'About', 'Contact', null]) {
    test(`every ${section ?? 'top-level'} link navigates and closes the menu`, async ({ page }) => {
      await openHydrated(page, '/about-us/careers');
      let targets: Array<{ name: string; href: string }> = [
        ...navigation.items.flatMap((item) => ('href' in item ? [{ name: item.label, href: item.href }] : [])),
        { name: navigation.requestDemo.label, href: navigation.requestDemo.href },
      ];
      if (section) {
        await toggle(page).click();
        if ((await sectionButton(page, section).getAttribute('aria-expanded')) === 'false') await sectionButton(page, section).click();
        const panelId = await sectionButton(page, section).getAttribute('aria-controls');
        // The pages of the section: a mailto: link (the address to ask for an invitation) opens no page.
        targets = await page.locator(`[id="${panelId}"]`).locator('a[href^="/"]').evaluateAll((links) =>
          links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
        );
        expect(targets.length).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toHaveCount(0);
      }

      for (const target of targets) await test.step(`${section ?? 'top'} › ${target.name}`, async () => {
        if (new URL(page.url()).pathname === target.href) await openHydrated(page, target.href === '/' ? '/about-us/careers' : '/');
        await toggle(page).click();
        // The current page's section starts expanded.
        const button = section ? sectionButton(page, section) : null;
        if (button && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
        await dialog(page).getByRole('link', { name: target.name, exact: true }).first().click();
        await expect(page).toHaveURL(target.href);
        await expect(dialog(page)).toHaveCount(0);
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      });
    });
  }

  test('the menu icon turns when it swaps, not when the page loads or hydrates', async ({ page }) => {
    // Every icon turn that starts, as "header icon" or "dialog icon".
    await page.addInitScript(() => {
      const started: string[] = [];
      (window as unknown as { iconTurns: string[] }).iconTurns = started;
      document.addEventListener(
        'animationstart',
        (event) => {
          const target = event.target as Element;
          if (target.tagName === 'svg') started.push(target.closest('dialog') ? 'dialog icon' : 'header icon');
        },
        { capture: true },
      );
    });
    const turns = () => page.evaluate(() => (window as unknown as { iconTurns: string[] }).iconTurns);
    await openHydrated(page, '/');
    // The link that hydration replaces with the button carries the same icon: nothing swapped.
    expect(await turns()).toEqual([]);
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(turns).toEqual(expect.arrayContaining(['header icon', 'dialog icon']));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(async () => (await turns()).filter((turn) => turn === 'header icon').length).toBe(2);
  });

  test('widening the window to 1024px closes the menu', async ({ page }) => {
    await openHydrated(page, '/');
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: navigation.label })).toBeVisible();
  });

  test('widening the window between the press and the frame that shows the menu closes it too', async ({ page }) => {
    await openHydrated(page, '/');
    // The press opens the dialog element at once and tells React after the next frame: hold that frame, widen the
    // window meanwhile (its media change reaches the page without a frame callback), then let the frame go.
    await page.evaluate(() => {
      const held: FrameRequestCallback[] = [];
      const win = window as unknown as { heldFrames: FrameRequestCallback[]; widened: boolean };
      win.heldFrames = held;
      window.requestAnimationFrame = (callback) => held.push(callback);
      window.matchMedia('(min-width: 1024px)').addEventListener('change', () => (win.widened = true));
    });
    await toggle(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.waitForFunction(() => (window as unknown as { widened?: boolean }).widened, null, { polling: 20 });
    await page.evaluate(async () => {
      for (const frame of (window as unknown as { heldFrames: FrameRequestCallback[] }).heldFrames) frame(performance.now());
      // The task queued after the frame, then React's render of whatever it set.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.locator('dialog').evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
    await expect(page.getByRole('navigation', { name: navigation.label })).toBeVisible();
  });

  test('screenshot of the open menu with one section expanded, and no axe violations', async ({ page }) => {
    // The page behind the menu holds still: its hero video shows its poster.
    await openStill(page, '/about-us/company-overview');
    await page.clock.resume();
    await toggle(page).click();
    await expect(sectionButton(page, navigationSection('about').shortLabel)).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveScreenshot('mobile-menu-about-open.png');
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('mobile menu before hydration (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu control is a link to the site navigation in the footer, which it shows below the header', async ({ page }) => {
    await page.goto('/about-us/careers');
    const link = page.getByRole('banner').getByRole('link', { name: navigation.menuLabels.toFooter });
    await expect(page.getByRole('banner').getByRole('button', { name: /menu/ })).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/#site-navigation$/);
    const siteNavigation = page.locator('footer #site-navigation');
    await expect(siteNavigation).toBeInViewport();
    const navigationTop = await siteNavigation.evaluate((nav) => nav.getBoundingClientRect().top);
    expect(navigationTop).toBeGreaterThanOrEqual(await headerBottom(page));
  });
});

test('the menu link becomes the dialog button on hydration, keeping keyboard focus', async ({ page }) => {
  // Hold the entry script back so the link can take focus before the page hydrates.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: navigation.menuLabels.toFooter });
  await link.focus();
  release();
  await expectHydrated(page);
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAccessibleName(navigation.menuLabels.open);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
});
