import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/faq.ts';
import { measure } from '../../src/styles/layout-values.ts';
import { openHydrated } from './support';

/*
 * The design system's rules that take using a page: one motion control, small and on the moving area it controls,
 * one focus ring that keeps a control's shape, and sections that keep their width when something inside them opens. The rules that read a page as it loads are checked on every
 * route at both sizes by routes.spec.ts (support/design-rules.ts), on the same load as its screenshot.
 */

test('every motion control is the same button, and says what pressing it does', async ({ page }) => {
  const looks: string[] = [];
  for (const path of ['/', '/about-us/partners-and-affiliates', '/about-us/careers', '/about-us/company-overview', '/about-us/meet-our-team']) {
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
        // Its look, not its place: a control in a corner has a class that positions it.
        const style = getComputedStyle(element);
        const disc = getComputedStyle(element, '::before');
        return [style.width, style.height, style.borderRadius, style.color, disc.inset, disc.backgroundColor, disc.borderColor, disc.boxShadow].join(' | ');
      }),
    );
  }
  expect(new Set(looks).size, looks.join('\n')).toBe(1);
});

test('every motion control is a small icon button with a 44px target, on the moving area it controls', async ({ page }) => {
  for (const path of ['/', '/about-us/careers', '/about-us/company-overview', '/about-us/meet-our-team']) {
    await openHydrated(page, path);
    const control = page.locator('[data-motion-control]');
    await control.scrollIntoViewIfNeeded();
    const { target, area, iconOnly } = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const areaBox = element.closest('[data-moving-area]')!.getBoundingClientRect();
      const round = (rect: DOMRect) => ({ left: Math.round(rect.left), top: Math.round(rect.top), right: Math.round(rect.right), bottom: Math.round(rect.bottom) });
      // Its words are for screen readers only: nothing of the label takes room beside the icon.
      const label = [...element.children].find((child) => child.tagName === 'SPAN')!;
      return { target: { ...round(box), width: Math.round(box.width), height: Math.round(box.height) }, area: round(areaBox), iconOnly: label.getBoundingClientRect().width <= 1 };
    });
    expect(iconOnly, path).toBe(true);
    expect([target.width, target.height], `${path}: the target`).toEqual([44, 44]);
    expect(target.left, `${path}: inside the moving area`).toBeGreaterThanOrEqual(area.left);
    expect(target.right, `${path}: inside the moving area`).toBeLessThanOrEqual(area.right);
    expect(target.top, `${path}: inside the moving area`).toBeGreaterThanOrEqual(area.top);
    expect(target.bottom, `${path}: inside the moving area`).toBeLessThanOrEqual(area.bottom);
  }
  // The video's control is on the picture itself, not under it.
  await openHydrated(page, '/about-us/company-overview');
  const video = (await page.locator('video').boundingBox())!;
  const control = (await page.locator('[data-motion-control]').boundingBox())!;
  expect(control.y + control.height).toBeLessThanOrEqual(video.y + video.height);
  expect(control.x + control.width).toBeLessThanOrEqual(video.x + video.width);
});

test('one focus ring: a focused control keeps its shape, and every control on every surface shows the same ring', async ({ page }) => {
  await openHydrated(page, '/');
  const changed: string[] = [];
  const rings = new Map<string, string>();
  const readFocused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const focused = style.borderRadius;
      const ring = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset].join(' ');
      element.blur();
      const rest = getComputedStyle(element).borderRadius;
      element.focus();
      return { name: element.textContent?.trim().slice(0, 30) || element.tagName, focused, rest, ring };
    });
  const record = (shapes: Awaited<ReturnType<typeof readFocused>>) => {
    if (shapes.focused !== shapes.rest) changed.push(`${shapes.name}: ${shapes.rest} at rest, ${shapes.focused} focused`);
    rings.set(shapes.ring, shapes.name);
  };
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab');
    record(await readFocused());
  }
  // The dark surfaces too: a button of the closing band and a link of the footer, after the keyboard's Tab.
  for (const control of [page.locator('[data-cta-band] a').first(), page.getByRole('contentinfo').getByRole('link').last()]) {
    await control.focus();
    record(await readFocused());
  }
  expect(changed).toEqual([]);
  expect([...rings.keys()], [...rings.entries()].map(([ring, name]) => `${name}: ${ring}`).join('\n')).toHaveLength(1);
});

test('the questions keep one measure: the column is as wide with an answer open as with every answer closed', async ({ page }) => {
  await openHydrated(page, '/contact-us-and-support/faqs');
  const column = () =>
    page.getByRole('heading', { name: faq.items[0]!.question }).evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return { left: Math.round(box.left), width: Math.round(box.width) };
    });
  const closed = await column();
  const containerWidth = await page.locator('#questions > div').evaluate((inner) => {
    const style = getComputedStyle(inner);
    return inner.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(closed.width, 'the column measure, or the whole container where that is narrower').toBe(Math.round(Math.min(parseFloat(measure.column) * 16, containerWidth)));
  for (const item of faq.items) {
    await page.getByRole('button', { name: item.question }).click();
    await expect(page.getByText(item.answer[0]!)).toBeVisible();
    expect(await column(), `with "${item.question}" open`).toEqual(closed);
  }
});
