import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { navigation } from '../../src/content/navigation.ts';
import { fill } from '../../src/lib/fill.ts';
import { isSection, productCards } from '../../src/lib/navigation.ts';
import { axeBuilder, navigationLabel, navigationSection, openHydrated, routes, tabTo } from './support';

// Each dropdown as the header renders it (NavPanel): a product card's links, named with the product, then the pages,
// then the address to write to for what is by invitation.
const sections = navigation.items.filter(isSection).map((section) => {
  const links = [
    ...productCards(section).flatMap((card) => card.links.map((link) => `${link.label} – ${card.name}`)),
    ...section.entries.flatMap((entry) => ('href' in entry ? [entry.label] : [])),
    ...section.entries.flatMap((entry) => ('invitation' in entry ? [entry.email] : [])),
  ];
  return { name: section.label, firstLink: links[0]!, lastLink: links.at(-1)!, linkCount: links.length };
});

const nav = (page: Page) => page.getByRole('navigation', { name: navigation.label });
const label = {
  products: navigationSection('products').label,
  research: navigationSection('research').label,
  about: navigationSection('about').label,
  contact: navigationSection('contact').label,
};
const sectionButton = (page: Page, name: string) => nav(page).getByRole('button', { name });
const panelOf = async (page: Page, name: string) => {
  const id = await sectionButton(page, name).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
};

test.describe('desktop header dropdowns (APG disclosure navigation)', () => {
  test('every section button controls a list of links and is not a menu', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('menu')).toHaveCount(0);
    for (const section of sections) {
      const button = sectionButton(page, section.name);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = await panelOf(page, section.name);
      await expect(panel).toBeHidden();
      await expect(panel.locator('a[href]')).toHaveCount(section.linkCount);
    }
  });

  for (const key of ['Enter', 'Space'] as const) {
    test(`${key} opens each dropdown, Tab walks its links, and Tab past the last closes it`, async ({ page }) => {
      await openHydrated(page, '/');
      for (const section of sections) {
        const button = sectionButton(page, section.name);
        await tabTo(page, button);
        await page.keyboard.press(key);
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const panel = await panelOf(page, section.name);
        await expect(panel).toBeVisible();
        const links = await panel.getByRole('link').all();
        for (const link of links) {
          await page.keyboard.press('Tab');
          await expect(link).toBeFocused();
        }
        await page.keyboard.press('Tab');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
      }
    });
  }

  test('ArrowDown on an open dropdown\'s button focuses its first link, End its last; Escape closes it and returns focus', async ({ page }) => {
    await openHydrated(page, '/');
    for (const section of sections) {
      const button = sectionButton(page, section.name);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      const panel = await panelOf(page, section.name);
      await expect(panel.getByRole('link', { name: section.firstLink })).toBeFocused();
      await page.keyboard.press('End');
      await expect(panel.getByRole('link', { name: section.lastLink })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    }
  });

  test('opening a second dropdown closes the first', async ({ page }) => {
    await openHydrated(page, '/');
    const about = sectionButton(page, label.about);
    const contact = sectionButton(page, label.contact);
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await sectionButton(page, label.research).press('Enter');
    await expect(sectionButton(page, label.research)).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await contact.click();
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test('hover opens a dropdown, leaving closes it, and a click keeps a hovered dropdown open', async ({ page }) => {
    await openHydrated(page, '/');
    const about = sectionButton(page, label.about);
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page, label.about);
    await panel.getByRole('link', { name: navigationLabel('/about-us/careers') }).hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await sectionButton(page, label.contact).hover();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(sectionButton(page, label.contact)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(nav(page).locator('[aria-expanded="true"]')).toHaveCount(0);

    await about.hover();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
  });

  test('a click outside closes the open dropdown', async ({ page }) => {
    await openHydrated(page, '/');
    const about = sectionButton(page, label.about);
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('following a link closes the dropdown', async ({ page }) => {
    await openHydrated(page, '/');
    await sectionButton(page, label.about).click();
    await (await panelOf(page, label.about)).getByRole('link', { name: navigationLabel('/about-us/meet-our-team') }).click();
    await expect(page).toHaveURL('/about-us/meet-our-team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.find((route) => route.path === '/about-us/meet-our-team')!.heading);
    await expect(nav(page).locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the Research dropdown links each page and says, as words, what is by invitation, with the address to ask', async ({ page }) => {
    const research = navigation.items.find((item) => item.id === 'research')!;
    const entries = 'entries' in research ? research.entries : [];
    const pages = entries.flatMap((entry) => ('href' in entry ? [entry] : []));
    const invitations = entries.flatMap((entry) => ('invitation' in entry ? [entry] : []));
    expect(invitations.length).toBeGreaterThan(0);
    await openHydrated(page, '/');
    await sectionButton(page, research.label).click();
    const panel = await panelOf(page, research.label);
    for (const entry of pages) await expect(panel.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.href);
    for (const entry of invitations) {
      // Not a page: its label is words, and the one link is the address to write to.
      await expect(panel.getByRole('link', { name: entry.label })).toHaveCount(0);
      await expect(panel.getByRole('paragraph').filter({ hasText: entry.label })).toContainText(fill(entry.invitation, { email: entry.email }));
      await expect(panel.getByRole('link', { name: entry.email })).toHaveAttribute('href', `mailto:${entry.email}`);
    }
    await expect(panel.getByRole('link')).toHaveCount(pages.length + invitations.length);
  });

  test('the open dropdown and the current section look different', async ({ page }) => {
    await openHydrated(page, '/about-us/careers');
    const current = sectionButton(page, sections[2]!.name);
    const open = sectionButton(page, sections[0]!.name);
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const look = (button: typeof open) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { underline: style.textDecorationLine, background: style.backgroundColor };
      });
    expect(await look(current)).toEqual({ underline: 'underline', background: 'rgba(0, 0, 0, 0)' });
    const openLook = await look(open);
    expect(openLook.underline).toBe('none');
    expect(openLook.background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('Request a demo goes to the general inquiry page', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: navigation.requestDemo.label }).click();
    await expect(page).toHaveURL('/contact-us-and-support/general-inquiry');
  });

  test('the current section is marked with an underline and aria-current', async ({ page }) => {
    const cases = [
      { path: '/', name: navigationLabel('/'), role: 'link' as const, value: 'page' },
      { path: '/product-and-solutions/pricing', name: label.products, role: 'button' as const, value: 'true' },
      { path: '/research-and-resources/milestones', name: label.research, role: 'button' as const, value: 'true' },
      { path: '/about-us/careers', name: label.about, role: 'button' as const, value: 'true' },
      { path: '/contact-us-and-support/faqs', name: label.contact, role: 'button' as const, value: 'true' },
    ];
    for (const { path, name, role, value } of cases) {
      await openHydrated(page, path);
      const current = nav(page).locator('[aria-current]:visible');
      await expect(current).toHaveCount(1);
      const item = nav(page).getByRole(role, { name, exact: true });
      await expect(item).toHaveAttribute('aria-current', value);
      expect(await item.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    }
  });

  test('screenshots of the header with each dropdown open', async ({ page }) => {
    await openHydrated(page, '/');
    for (const section of sections) {
      await sectionButton(page, section.name).click();
      await expect(sectionButton(page, section.name)).toHaveAttribute('aria-expanded', 'true');
      await expect(page).toHaveScreenshot(`header-open-${section.name.toLowerCase().replaceAll(' ', '-')}.png`, {
        clip: { x: 0, y: 0, width: 1280, height: 520 },
      });
      await page.keyboard.press('Escape');
    }
  });

  test('no axe violations with a dropdown open', async ({ page }) => {
    await openHydrated(page, '/');
    for (const section of sections) {
      await sectionButton(page, section.name).click();
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('desktop header with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('keyboard focus on a section button shows its links, which Tab then reaches', async ({ page }) => {
    await page.goto('/');
    const about = sectionButton(page, label.about);
    await tabTo(page, about);
    const panel = await panelOf(page, label.about);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: navigationLabel('/about-us/company-overview') })).toBeFocused();
  });
});
