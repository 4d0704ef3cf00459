import { expect, type Page, test } from '@playwright/test';
import { navigation } from '../../../src/content/navigation.ts';
import { site } from '../../../src/content/site.ts';
import { breakpoints, gridPadding, layout, measure, space } from '../../../src/styles/layout-values.ts';
import { formCases } from './forms.ts';

/*
 * The rules that make the pages one designed system, measured on every page at both sizes: one left
 * edge, no lone card, one closing band, each fact once. `designRuleSteps` checks them, each rule a step of its own, on
 * a page that is open with every part rendered (tests/e2e/routes.spec.ts, after its screenshot and axe).
 */

const formPages = formCases.map((formCase) => formCase.path);

/** A length of the theme in px: the root's font size is the browser's 16px, which the theme leaves as it is. */
const px = (rem: string) => parseFloat(rem) * 16;
const isDesktop = (width: number) => width >= breakpoints.desktop;

/** The left edge of the page grid: the theme's container, centred at its widest, inside its padding. */
const gridLeft = (width: number) =>
  Math.max(0, (width - px(layout.maxWidth)) / 2) + px(space[gridPadding[isDesktop(width) ? 'desktop' : 'phone']]);

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


/** Where the page's h1 starts, and whether it is centred as a whole. */
function headingEdge(page: Page) {
  return page.locator('h1').evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    return { left: Math.round(box.left), centre: box.left + box.width / 2, centred: getComputedStyle(heading).textAlign === 'center' };
  });
}

/**
 * The font sizes on the page, rounded to the pixel: the body's, every heading's in <main>, the section headings' (an h2
 * that names a section) and the h1's; the headings that do not balance their lines; and the section headings broken
 * onto more lines than their words need: one that fits its column (at most the column measure, `columnPx`) on one line
 * is on one line.
 */
function typeSizes(page: Page) {
  return page.locator('#main').evaluate((main, columnPx) => {
    const size = (element: Element) => Math.round(parseFloat(getComputedStyle(element).fontSize));
    const headings = [...main.querySelectorAll('h1, h2, h3, h4')].filter((heading) => heading.getClientRects().length > 0);
    const sectionHeadings = [...main.querySelectorAll('section[aria-labelledby]')]
      .map((section) => document.getElementById(section.getAttribute('aria-labelledby')!))
      .filter((heading): heading is HTMLElement => heading?.tagName === 'H2');
    const wrap = (element: Element) => {
      const style = getComputedStyle(element) as CSSStyleDeclaration & { textWrapStyle?: string };
      return style.textWrapStyle || style.textWrap;
    };
    // The width the heading may take: its column where the section sets its heading beside the content, the section's
    // container otherwise (a centred heading is only as wide as its words), never more than the column measure.
    const room = (heading: HTMLElement) => {
      const header = heading.parentElement!;
      const inner = header.parentElement!;
      const innerStyle = getComputedStyle(inner);
      const besideContent = innerStyle.gridTemplateColumns.trim().split(/\s+/).length > 1;
      const cell = besideContent ? header.getBoundingClientRect().width : inner.clientWidth - parseFloat(innerStyle.paddingLeft) - parseFloat(innerStyle.paddingRight);
      return Math.min(cell, columnPx);
    };
    const lines = (heading: HTMLElement) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight));
    const oneLineWidth = (heading: HTMLElement) => {
      heading.style.whiteSpace = 'nowrap';
      const range = document.createRange();
      range.selectNodeContents(heading);
      const width = range.getBoundingClientRect().width;
      heading.style.whiteSpace = '';
      return width;
    };
    return {
      body: size(document.body),
      h1: size(main.querySelector('h1')!),
      headings: headings.map(size),
      sectionHeadings: sectionHeadings.map(size),
      unbalanced: headings.filter((heading) => !wrap(heading).includes('balance')).map((heading) => heading.textContent),
      brokenThatFit: sectionHeadings
        .filter((heading) => heading.getClientRects().length > 0 && lines(heading) > 1 && oneLineWidth(heading) <= room(heading))
        .map((heading) => heading.textContent),
    };
  }, px(measure.column));
}

/**
 * For each part of <main>: its container's content box, and how far its ink reaches, left and right: its text, its
 * pictures and controls, and boxes drawn with a border or a background of their own.
 */
function inkExtents(page: Page) {
  return page.locator('#main').evaluate((main) =>
    [...main.children].map((part) => {
      let container: Element = part;
      while (container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft) < 0.5 && container.firstElementChild) {
        container = container.firstElementChild;
      }
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      const containerLeft = box.left + parseFloat(style.paddingLeft);
      const containerRight = box.right - parseFloat(style.paddingRight);
      let inkLeft = Infinity;
      let inkRight = -Infinity;
      const add = (rect: DOMRect) => {
        if (rect.width < 1 || rect.height < 1) return;
        inkLeft = Math.min(inkLeft, rect.left);
        inkRight = Math.max(inkRight, rect.right);
      };
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) add(rect);
        } else if (node instanceof Element) {
          const own = getComputedStyle(node);
          const drawn = ['IMG', 'SVG', 'VIDEO', 'IFRAME', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(node.tagName.toUpperCase()) ||
            parseFloat(own.borderTopWidth) > 0 || own.backgroundColor !== 'rgba(0, 0, 0, 0)';
          if (drawn && own.visibility !== 'hidden') add(node.getBoundingClientRect());
        }
      }
      return { part: `${part.tagName.toLowerCase()}#${part.id} ${part.querySelector('h1, h2')?.textContent?.slice(0, 40) ?? ''}`.trim(), containerLeft, containerRight, inkLeft, inkRight };
    }),
  );
}

/**
 * Every card grid on the page: its cards' widths, the left edge of its content box, and per row the cards' heights,
 * where their links start and where the row's first card starts.
 */
function cardRows(page: Page) {
  return page.locator('[data-card-grid]').evaluateAll((grids) =>
    grids.map((grid) => {
      const cards = [...grid.children].filter((card) => card.getClientRects().length > 0);
      const rows = new Map<number, { heights: number[]; linkTops: number[]; left: number }>();
      for (const card of cards) {
        const box = card.getBoundingClientRect();
        const row = rows.get(Math.round(box.top)) ?? { heights: [], linkTops: [], left: Infinity };
        row.heights.push(Math.round(box.height));
        row.left = Math.min(row.left, Math.round(box.left));
        const links = card.querySelector('[data-card-links]');
        if (links) row.linkTops.push(Math.round(links.getBoundingClientRect().top));
        rows.set(Math.round(box.top), row);
      }
      const gridLeft = Math.round(grid.getBoundingClientRect().left + parseFloat(getComputedStyle(grid).paddingLeft) - grid.scrollLeft);
      return { grid: grid.closest('section')?.id ?? grid.outerHTML.slice(0, 60), widths: [...new Set(cards.map((card) => Math.round(card.getBoundingClientRect().width)))], gridLeft, rows: [...rows.values()] };
    }),
  );
}

/** Each rule of the design system, a step of its own, on the open page at `path` with every part rendered. */
export async function designRuleSteps(page: Page, path: string) {
  const isForm = formPages.includes(path);
  await test.step('one left edge: the hero and every part below it start on the page grid (or the hero is centred)', async () => {
    const width = page.viewportSize()!.width;
    const heading = await headingEdge(page);
    const heroCentred = heading.centred && Math.abs(heading.centre - width / 2) < 2;
    if (!heroCentred) expect(heading.left, `the h1 starts on the grid at ${gridLeft(width)}px`).toBe(gridLeft(width));
    const parts = await partEdges(page);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(part, `${part.part} starts on the grid`).toMatchObject({ left: gridLeft(width) });
    // A hero is centred on a desktop only: on a phone the text reads from the grid's edge.
    if (!isDesktop(width)) expect(heroCentred).toBe(false);
  });

  await test.step('the header shares the left edge: the logo on a desktop, the menu button on a phone', async () => {
    const width = page.viewportSize()!.width;
    const first = isDesktop(width) ? page.getByRole('banner').getByRole('link').filter({ has: page.locator('img') }).first() : page.getByRole('banner').getByRole('button', { name: navigation.menuLabels.open });
    const box = await first.boundingBox();
    expect(Math.round(box!.x), 'the header starts on the page grid').toBe(gridLeft(width));
  });

  await test.step('a type scale with real steps: every step 1.2 times the one below, section headings one step below the h1', async () => {
    const width = page.viewportSize()!.width;
    const sizes = await typeSizes(page);
    expect(sizes.body).toBeGreaterThanOrEqual(17);
    expect(sizes.body).toBeLessThanOrEqual(18);
    const steps = [...new Set([sizes.body, ...sizes.headings])].sort((a, b) => a - b);
    for (let index = 1; index < steps.length; index++) {
      expect(steps[index]! / steps[index - 1]!, `${steps[index]}px over ${steps[index - 1]}px (steps ${steps.join(', ')})`).toBeGreaterThanOrEqual(1.19);
    }
    // A section heading stands out from the text (1.8 times the body on a desktop, 1.5 on a phone) and stays a step
    // below the h1: at most 2.2 times the body (37px), and the h1 at least 1.5 times it on a desktop.
    for (const size of sizes.sectionHeadings) {
      expect(size / sizes.body, `a section heading of ${size}px`).toBeGreaterThanOrEqual(width >= 1024 ? 1.8 : 1.5);
      expect(size / sizes.body, `a section heading of ${size}px`).toBeLessThanOrEqual(2.2);
      if (width >= 1280) expect(sizes.h1 / size, `the h1 (${sizes.h1}px) over a section heading of ${size}px`).toBeGreaterThanOrEqual(1.5);
    }
    if (width >= 1280) expect(sizes.h1).toBeGreaterThanOrEqual(56);
    expect(sizes.brokenThatFit, 'section headings broken onto two lines though they fit on one').toEqual([]);
    expect(sizes.unbalanced, 'headings that do not balance their lines').toEqual([]);
  });

  // The form pages set their one column on the left, as a question page does.
  if (!isForm) await test.step('no section hugs the left: each spans the grid, sets its heading beside its content, or is centred', async () => {
    const width = page.viewportSize()!.width;
    for (const part of await inkExtents(page)) {
      const rightGap = part.containerRight - part.inkRight;
      const leftGap = part.inkLeft - part.containerLeft;
      const centred = Math.abs(rightGap - leftGap) <= 16;
      expect(centred || rightGap <= (part.containerRight - part.containerLeft) / 3, `${part.part}: ${Math.round(rightGap)}px empty on the right of ${width}`).toBe(true);
    }
  });

  await test.step('cards in a row share one height, their links one line, a grid one card width, and every row its left edge', async () => {
    for (const grid of await cardRows(page)) {
      // A shorter last row starts where the others do, not centred alone under them.
      expect(grid.rows.map((row) => row.left), `${grid.grid}: where each row starts`).toEqual(grid.rows.map(() => grid.gridLeft));
      expect(new Set(grid.widths).size, `${grid.grid}: card widths ${grid.widths.join(', ')}`).toBe(1);
      for (const row of grid.rows) {
        expect(new Set(row.heights).size, `${grid.grid}: heights in a row ${row.heights.join(', ')}`).toBe(1);
        expect(new Set(row.linkTops).size, `${grid.grid}: link lines in a row ${row.linkTops.join(', ')}`).toBeLessThanOrEqual(1);
      }
    }
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
    const inMain = path === '/contact-us-and-support/contact-support' ? 1 : 0;
    await expect(page.locator('#main').getByText(street!)).toHaveCount(inMain);
    // Address lines, the phone number and e-mail addresses never break inside.
    const broken = await footer.locator('address span, a[href^="tel:"], a[href^="mailto:"]').evaluateAll((elements) =>
      elements.filter((element) => element.getClientRects().length !== 1).map((element) => element.textContent),
    );
    expect(broken).toEqual([]);
  });
}
