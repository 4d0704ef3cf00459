import type { Locator, Page } from '@playwright/test';
import { formHooks } from '../../../src/lib/form-markup.ts';

/**
 * What React rendered, counted without changing the site: a stand-in for the React DevTools hook. React DOM, in
 * production builds too, hands itself to `window.__REACT_DEVTOOLS_GLOBAL_HOOK__` when it loads and calls the hook's
 * `onCommitFiberRoot` after every commit. The stand-in counts commits and, for one watched element (a form), which
 * components of its part of the tree rendered in each: the nearest component above the element (the form's own) and
 * every component inside it. Install before the page opens (`recordCommits`), start counting with `watchCommits` once
 * the page is hydrated, read with `takeCommits`.
 *
 * A component rendered in a commit when its fiber's props or state object is a new one: React gives a rendering
 * component new props (its parent rendered) or a new hook list (it rendered on its own), and leaves both as they were
 * when it skips the component (an unchanged memo, a part of the tree no update reached).
 */
export interface Commit {
  /** The watched element's own component (the nearest one above it) rendered. */
  owner: boolean;
  /**
   * Components inside the watched element that rendered, each named by the form field it draws (its data-field), as
   * `summary` when it draws the error summary, or else by its first element's tag.
   */
  inside: string[];
}

interface Fiber {
  tag: number;
  type: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
  memoizedProps: unknown;
  memoizedState: unknown;
}

interface CommitLog {
  commits: Commit[];
  watched: Element | null;
  watch(element: Element): void;
}

declare global {
  interface Window {
    reactCommits: CommitLog;
  }
}

export async function recordCommits(page: Page) {
  await page.addInitScript(({ fieldAttribute, summaryAttribute }) => {
    // React's tag for a DOM element's fiber (HostComponent).
    const hostComponent = 5;
    const seen = new WeakMap<object, [unknown, unknown]>();
    let lastRoot: { current: Fiber } | null = null;

    const isComponent = (fiber: Fiber) => typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
    /** Every fiber under `top`, `top` included. */
    function* subtree(top: Fiber): Generator<Fiber> {
      yield top;
      for (let child = top.child; child; child = child.sibling) yield* subtree(child);
    }
    const hostFiberOf = (root: Fiber, element: Element) => {
      for (const fiber of subtree(root)) if (fiber.tag === hostComponent && fiber.stateNode === element) return fiber;
      return null;
    };
    const ownerOf = (fiber: Fiber) => {
      for (let above = fiber.return; above; above = above.return) if (isComponent(above)) return above;
      return null;
    };
    /** Whether the component rendered since it was last looked at; remembers what it holds now. */
    const rendered = (fiber: Fiber) => {
      const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
      const now: [unknown, unknown] = [fiber.memoizedProps, fiber.memoizedState];
      seen.set(fiber, now);
      if (fiber.alternate) seen.set(fiber.alternate, now);
      return !before || before[0] !== now[0] || before[1] !== now[1];
    };
    const fieldOf = (fiber: Fiber) => {
      for (const host of subtree(fiber)) {
        if (host.tag !== hostComponent) continue;
        const element = host.stateNode as Element;
        if (element.closest(`[${summaryAttribute}]`)) return 'summary';
        return element.closest(`[${fieldAttribute}]`)?.getAttribute(fieldAttribute) ?? element.tagName.toLowerCase();
      }
      return '(no element)';
    };
    /** What rendered in the watched part of the tree since it was last inspected. */
    const inspect = (root: Fiber, element: Element): Commit => {
      const host = hostFiberOf(root, element);
      if (!host) return { owner: false, inside: [] };
      const owner = ownerOf(host);
      const ownerRendered = owner ? rendered(owner) : false;
      const inside: string[] = [];
      for (const fiber of subtree(host)) if (isComponent(fiber) && rendered(fiber)) inside.push(fieldOf(fiber));
      return { owner: ownerRendered, inside };
    };

    const log: CommitLog = {
      commits: [],
      watched: null,
      watch(element) {
        log.watched = element;
        log.commits = [];
        if (lastRoot) inspect(lastRoot.current, element);
      },
    };
    window.reactCommits = log;
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        lastRoot = root;
        if (log.watched) log.commits.push(inspect(root.current, log.watched));
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  }, { fieldAttribute: formHooks.field, summaryAttribute: formHooks.summary });
}

/** From now on, counts commits and what rendered in and around `element`'s part of the tree; forgets earlier ones. */
export async function watchCommits(element: Locator) {
  await element.evaluate((watched) => window.reactCommits.watch(watched));
}

/** Whether anything of the watched part rendered in the commit. */
export const touchesWatched = (commit: Commit) => commit.owner || commit.inside.length > 0;

/** The commits since `watchCommits`, each with what rendered of the watched part. */
export async function takeCommits(page: Page): Promise<Commit[]> {
  return page.evaluate(() => window.reactCommits.commits);
}
