import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  control,
  controlId,
  errorSummary,
  errorTitle,
  expectClearOfHeader,
  expectFlagged,
  fakeEndpoint,
  fillValid,
  formCases,
  forms,
  requiredMessages,
  sentNotice,
  submitButton,
  validValue,
} from './support/forms';
import { axeBuilder, collectErrors, elementOnly, openHydrated, routes, siteContent, slug } from './support';

// The three forms as GOV.UK's Design System has them (question pages, error summary), at both sizes: only optional
// fields are marked, and a submit with mistakes shows the error summary at the top of the form and moves focus to it.
// These run against the default build, whose forms send to the site's own service at /api/forms (played here by page.route).

/** Activates a link as the visitor of this project would: Enter on the keyboard on desktop, a tap on a phone. */
async function activate(link: Locator, testInfo: TestInfo) {
  if (testInfo.project.name === 'mobile') {
    await link.tap();
  } else {
    await link.focus();
    await link.press('Enter');
  }
}

const label = (page: Page, id: string) => page.locator(`label[for="${id}"]`);

for (const { path, form } of formCases) {
  const required = form.fields.filter((field) => field.errorWhenEmpty);

  test.describe(`errors on ${path}`, () => {
    test('only optional fields are marked; every control has its stable id in the server HTML and after hydration', async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      for (const field of form.fields) {
        const id = controlId(form, field);
        // The server's control (input, select or textarea) carries the id with the field's name.
        expect(html, field.name).toMatch(new RegExp(`<(input|select|textarea)\\b[^>]*\\bid="${id}"[^>]*\\bname="${field.name}"|<(input|select|textarea)\\b[^>]*\\bname="${field.name}"[^>]*\\bid="${id}"`));
        expect(html, field.name).toContain(`for="${id}"`);
      }

      const errors = collectErrors(page);
      await openHydrated(page, path);
      for (const field of form.fields) {
        const id = controlId(form, field);
        await expect(control(page, field), field.name).toHaveAttribute('id', id);
        await expect(label(page, id), field.name).not.toContainText('(required)');
        await expect(label(page, id), field.name).not.toContainText('*');
        if (field.errorWhenEmpty) {
          // No marker for the eye; still required to the browser and to assistive technology.
          await expect(label(page, id), field.name).toHaveText(field.label);
          await expect(control(page, field), field.name).toHaveAccessibleName(field.label);
          await expect(control(page, field), field.name).toHaveAttribute('required', '');
          await expect(control(page, field), field.name).toHaveAttribute('aria-required', 'true');
        } else {
          await expect(label(page, id), field.name).toHaveText(`${field.label} ${forms.markers.optional}`);
          await expect(control(page, field), field.name).toHaveAccessibleName(`${field.label} ${forms.markers.optional}`);
          await expect(control(page, field), field.name).not.toHaveAttribute('required');
          await expect(control(page, field), field.name).not.toHaveAttribute('aria-required', 'true');
        }
      }
      await expect(page.locator('form').getByText(forms.markers.note)).toBeVisible();
      // Hydration kept the server's HTML: no mismatch warning.
      expect(errors).toEqual([]);
    });

    test('every text field, select and textarea is the form column’s width; short ones (phone) share one narrower width at most', async ({ page }) => {
      await openHydrated(page, path);
      const column = await page.locator('form').evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        return { left, width: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) - left };
      });
      expect(column.width).toBeGreaterThan(250);
      const boxes = new Map<string, { left: number; width: number }>();
      for (const field of form.fields) {
        const box = await control(page, field).boundingBox();
        boxes.set(field.name, { left: box!.x, width: box!.width });
      }
      const short = form.fields.filter((field) => field.kind === 'tel');
      for (const field of form.fields) {
        const box = boxes.get(field.name)!;
        expect(box.left, `${field.name} starts at the column's left edge`).toBeCloseTo(column.left, 0);
        if (short.includes(field)) expect(box.width, field.name).toBeLessThanOrEqual(column.width + 0.5);
        else expect(box.width, `${field.name} is the column's width`).toBeCloseTo(column.width, 0);
      }
      const shortWidths = new Set(short.map((field) => Math.round(boxes.get(field.name)!.width)));
      expect(shortWidths.size, 'the short fields share one width').toBeLessThanOrEqual(1);
    });

    test('an empty submit focuses the error summary: one link per required field, in field order, each leading to its field', async ({ page }, testInfo) => {
      const errors = collectErrors(page);
      await openHydrated(page, path);
      const title = await page.title();
      await expect(errorSummary(page)).toHaveCount(0);
      await submitButton(page, form).click();

      const summary = errorSummary(page);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading', { name: forms.errorSummary.heading })).toBeVisible();
      await expectClearOfHeader(page, summary.getByRole('heading'), 'the error summary');
      await expect(page).toHaveTitle(errorTitle(title));
      expect(await page.title()).toMatch(/^Error: /);

      const links = summary.getByRole('link');
      await expect(links).toHaveText(required.map((field) => field.errorWhenEmpty!));
      for (const [index, field] of required.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `#${controlId(form, field)}`);
      }
      // The messages stay on the fields too.
      await expectFlagged(page, form, requiredMessages(form));

      // Each link focuses its field and shows its label, below the fixed header; the address does not change.
      for (const [index, field] of required.entries()) {
        await activate(links.nth(index), testInfo);
        await expect(control(page, field), field.name).toBeFocused();
        await expectClearOfHeader(page, label(page, controlId(form, field)), `the label of ${field.name}`);
        expect(new URL(page.url()).hash).toBe('');
      }
      expect(errors).toEqual([]);
    });

    test('the summary says what the last submit found; a valid submit removes it and restores the title', async ({ page }) => {
      await openHydrated(page, path);
      const title = await page.title();
      await submitButton(page, form).click();
      const summary = errorSummary(page);
      const links = summary.getByRole('link');
      await expect(links).toHaveCount(required.length);

      // Fixing a field clears its own message at once; the summary changes with the next submit.
      const [first, ...rest] = required;
      await control(page, first!).fill(validValue(first!));
      await expect(control(page, first!)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(links).toHaveCount(required.length);
      await submitButton(page, form).click();
      await expect(summary).toBeFocused();
      await expect(links).toHaveText(rest.map((field) => field.errorWhenEmpty!));
      await expect(page).toHaveTitle(errorTitle(title));

      // A value that is there but wrong is listed with its own message.
      const email = form.fields.find((field) => field.kind === 'email')!;
      await fillValid(page, form);
      await control(page, email).fill('ada.okafor@gridworks');
      await submitButton(page, form).click();
      await expect(summary).toBeFocused();
      await expect(links).toHaveText([forms.messages.email]);

      await fakeEndpoint(page, '**/api/forms', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }));
      await control(page, email).fill(validValue(email));
      await submitButton(page, form).click();
      await expect(summary).toHaveCount(0);
      await expect(sentNotice(page)).toBeFocused();
      await expect(page).toHaveTitle(title);
    });

    test('has no axe violations with the summary shown, its focus is visible, and it matches its screenshot', async ({ page }, testInfo) => {
      await openHydrated(page, path);
      await submitButton(page, form).click();
      const summary = errorSummary(page);
      await expect(summary).toBeFocused();
      const outline = await summary.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).toBe('solid');
      expect(outline.width).toBeGreaterThanOrEqual(2);

      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // Every form at the desktop size; at the phone size the general inquiry form stands for the three.
      if (testInfo.project.name === 'mobile' && !path.endsWith('/general-inquiry')) return;
      // Without the focus ring or a hovered link (the summary came up under the pointer that pressed the button), and
      // from the top of the page: the fixed header would cover the form's top edge.
      await page.mouse.move(0, 0);
      // At once, not smoothly: a smooth scroll still under way (the summary's own, or this one) moves the form between
      // the screenshots that must match.
      await page.locator('form').evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // The form is taller than a phone's screen: the screenshot scrolls, so the fixed header would be drawn across it.
      await expect(page.locator('form')).toHaveScreenshot(`${slug(path)}-errors.png`, elementOnly);
    });
  });
}

test('leaving a form with its summary shown leaves the next page its own title', async ({ page }) => {
  const { path, form } = formCases.find((candidate) => candidate.path.endsWith('/general-inquiry'))!;
  await openHydrated(page, path);
  const title = await page.title();
  await submitButton(page, form).click();
  await expect(page).toHaveTitle(errorTitle(title));
  // A client-side move: the form unmounts after the next page has set its title.
  await page.getByRole('link', { name: siteContent.logo.alt }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle(routes.find((route) => route.path === '/')!.title);
  await page.goBack();
  await expect(page).toHaveTitle(title);
});
