import { expect, type Page, test } from '@playwright/test';
import { site } from '../../src/content/site.ts';
import { openHydrated, routes } from './support';
import { formCases } from './support/forms';

/*
 * The rules that make the pages one designed system (DESIGN.md §6), measured on every page at both sizes: one left
 * edge, no lone card, one closing band, one motion control, each fact once.
 */

const formPages = formCases.map((formCase) => formCase.path);
const canonicalRoutes = routes.filter((route) => route.path === route.canonical);

/** The left edge of the page grid: the theme's 72rem container with its 1rem (phone) or 2rem (desktop) padding. */
const gridLeft = (width: number) => Math.max(0, (width - 72 * 16) / 2) + (width >= 768 ? 32 : 16);

/**
 * For each part of <main> after the hero, where its content starts: going down through first children, the content
 * edge (inside the padding) of the first element whose content does not start at the viewport's edge. A band runs
 * edge to edge; its container's content sits on the grid.
 */
function partEdges(page: Page) {
  return page.locator('#main').evaluate((main) =>
    [...main.children].slice(1).map((part) => {
      const contentLeft = (element: Element) => {
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      };
      let element: Element = part;
      while (contentLeft(element) < 0.5 && element.firstElementChild) element = element.firstElementChild;
      return { part: `${part.tagName.toLowerCase()}#${part.id} ${part.querySelector('h2')?.textContent?.slice(0, 40) ?? ''}`.trim(), left: Math.round(contentLeft(element)) };
    }),
  );
}

/** Opens a page with every part rendered, as after a client-side navigation: real layout, not deferred estimates. */
async function openRendered(page: Page, path: string) {
  await page.addInitScript(() => document.documentElement.setAttribute('data-navigated', 'true'));
  await openHydrated(page, path);
}

/** Where the page's h1 starts, and whether it is centred as a whole. */
function headingEdge(page: Page) {
  return page.locator('h1').evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    return { left: Math.round(box.left), centre: box.left + box.width / 2, centred: getComputedStyle(heading).textAlign === 'center' };
  });
}

// One page load per route and size, each rule a step of its own: a load per rule cost the suite a minute and a half.
for (const route of canonicalRoutes) {
  const isForm = formPages.includes(route.path);
  test(`${route.path} follows the design system's rules`, async ({ page }) => {
    await openRendered(page, route.path);

    await test.step('one left edge: the hero and every part below it start on the page grid (or the hero is centred)', async () => {
      const width = page.viewportSize()!.width;
      const heading = await headingEdge(page);
      const heroCentred = heading.centred && Math.abs(heading.centre - width / 2) < 2;
      if (!heroCentred) expect(heading.left, `the h1 starts on the grid at ${gridLeft(width)}px`).toBe(gridLeft(width));
      const parts = await partEdges(page);
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) expect(part, `${part.part} starts on the grid`).toMatchObject({ left: gridLeft(width) });
      // A hero is centred on a desktop only: on a phone the text reads from the grid's edge.
      if (width < 768) expect(heroCentred).toBe(false);
    });

    await test.step('no grid leaves a card alone on its last row', async () => {
      const lists = await page.locator('#main ul:visible, #main ol:visible, footer nav').evaluateAll((elements) =>
        elements.map((list) => {
          const items = [...list.querySelectorAll(':scope > li, :scope > ul > li')].filter((item) => item.getBoundingClientRect().height > 0);
          const rows = new Map<number, number>();
          for (const item of items) {
            const top = Math.round(item.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          return { list: list.outerHTML.slice(0, 80), rows: [...rows.values()] };
        }),
      );
      expect(lists.length).toBeGreaterThan(0);
      for (const { list, rows } of lists) {
        if (rows.length < 2 || rows[0] === 1) continue;
        expect(rows.at(-1), `the last row of ${list} (rows ${rows.join(' + ')})`).toBeGreaterThan(1);
      }
    });

    await test.step(isForm ? 'a form page ends with its form, not a call-to-action band' : 'ends its main content with the call-to-action band', async () => {
      await expect(page.locator('[data-cta-band]')).toHaveCount(isForm ? 0 : 1);
      if (!isForm) await expect(page.locator('#main > :last-child')).toHaveAttribute('data-cta-band', '');
    });

    await test.step('writes the address once, in the footer, on one line each', async () => {
      const [street] = site.offices[0]!.address;
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(street!, { exact: true })).toHaveCount(1);
      // The support page's map names the address beside the picture; nothing else repeats it.
      const inMain = route.path === '/contact-us-and-support/contact-support' ? 1 : 0;
      await expect(page.locator('#main').getByText(street!)).toHaveCount(inMain);
      // Address lines, the phone number and e-mail addresses never break inside.
      const broken = await footer.locator('address span, a[href^="tel:"], a[href^="mailto:"]').evaluateAll((elements) =>
        elements.filter((element) => element.getClientRects().length !== 1).map((element) => element.textContent),
      );
      expect(broken).toEqual([]);
    });
  });
}

test('every motion control is the same button, and says what pressing it does', async ({ page }) => {
  const looks: string[] = [];
  for (const path of ['/', '/product-and-solutions/pricing', '/about-us/careers', '/about-us/company-overview', '/about-us/meet-our-team']) {
    await openHydrated(page, path);
    const controls = page.locator('[data-motion-control]');
    await expect(controls).toHaveCount(1);
    const control = controls.first();
    await expect(control).toHaveJSProperty('tagName', 'BUTTON');
    const before = await control.textContent();
    await control.click();
    await expect(control).not.toHaveText(before!);
    await expect(control).toHaveText(/^(Play|Start|Pause|Stop)/i);
    looks.push(
      await control.evaluate((element) => {
        const style = getComputedStyle(element);
        return [element.className, style.height, style.fontSize, style.borderRadius, style.borderColor].join(' | ');
      }),
    );
  }
  expect(new Set(looks).size, looks.join('\n')).toBe(1);
});

test('controls over media never cover it: the video’s motion control sits below the video', async ({ page }) => {
  await openHydrated(page, '/about-us/company-overview');
  const video = await page.locator('video').boundingBox();
  const control = await page.locator('[data-motion-control]').boundingBox();
  expect(control!.y).toBeGreaterThanOrEqual(video!.y + video!.height);
});
