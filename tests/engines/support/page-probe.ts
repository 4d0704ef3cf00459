/**
 * Runs in the page, first thing in <head> (the engines' server adds it to every page, see serve.ts): it records what
 * a visitor's console would show and what the Content Security Policy blocks, from before any of the site's scripts
 * run, and finds elements by role and accessible name for the specs. WebKit's WebDriver has no console and no way to
 * run a script before the page's own, so both engines get this same probe, served from the site's origin (the
 * policy's `'self'`) and changing nothing else.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import { isPageHydrated } from '../../e2e/support/hydration.ts';

/** One step of a locator, as the specs build it (support/engines.ts): CSS, role and name, or the nth match. */
export type Step =
  | { css: string }
  | { role: string; name?: string | { source: string; flags: string }; exact?: boolean }
  | { nth: number };

const errors: string[] = [];
const violations: string[] = [];

// "Name: message", then the stack where there is one (Firefox's and WebKit's stacks leave the message out), then
// what caused it: React wraps an error it recovered from during hydration in one that names only its code.
const describe = (value: unknown): string =>
  value instanceof Error
    ? [value.stack ? `${value}\n${value.stack}` : String(value), value.cause === undefined ? '' : `caused by: ${describe(value.cause)}`].filter(Boolean).join('\n')
    : String(value);

for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    errors.push(`console.${level}: ${args.map(describe).join(' ')}`);
    original.apply(console, args);
  };
}

// Capturing, so that a picture, script or style sheet that fails to load is seen too (their error does not bubble).
window.addEventListener(
  'error',
  (event: Event) => {
    if (event instanceof ErrorEvent) {
      errors.push(`uncaught: ${describe(event.error ?? event.message)} (${event.filename}:${event.lineno})`);
      return;
    }
    const target = event.target as Element & { currentSrc?: string; src?: string; href?: string };
    errors.push(`failed to load: <${target.tagName.toLowerCase()}> ${target.currentSrc || target.src || target.href || ''}`);
  },
  true,
);
window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${describe(event.reason)}`));
document.addEventListener('securitypolicyviolation', (event) =>
  violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
);

function matchesName(element: Element, name: Extract<Step, { role: string }>['name'], exact = false): boolean {
  if (name === undefined) return true;
  const accessibleName = computeAccessibleName(element);
  if (typeof name !== 'string') return new RegExp(name.source, name.flags).test(accessibleName);
  // As Playwright's getByRole: a case-insensitive substring, or with `exact` the whole name.
  return exact ? accessibleName === name : accessibleName.toLowerCase().includes(name.toLowerCase());
}

/** Every element the steps lead to, in document order. */
function query(steps: Step[]): Element[] {
  let found: Element[] = [document.documentElement];
  for (const step of steps) {
    if ('nth' in step) {
      const element = step.nth < 0 ? found.at(step.nth) : found[step.nth];
      found = element ? [element] : [];
    } else if ('css' in step) {
      found = [...new Set(found.flatMap((scope) => [...scope.querySelectorAll(step.css)]))];
    } else {
      found = [...new Set(found.flatMap((scope) => [...scope.querySelectorAll('*')]))].filter(
        (element) => getRole(element) === step.role && !isInaccessible(element) && matchesName(element, step.name, step.exact),
      );
    }
  }
  return found;
}

/** The one element the steps lead to; more than one is a mistake in the spec, as in Playwright's strict locators. */
function one(steps: Step[]): Element {
  const found = query(steps);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${JSON.stringify(steps)}`);
  return found[0]!;
}

/** As Playwright's isVisible: a box with an area, and not visibility: hidden. */
function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
}

const probe = { errors, violations, query, one, isVisible, hydrated: isPageHydrated };
export type Probe = typeof probe;
(window as unknown as { enginesProbe: Probe }).enginesProbe = probe;
