/**
 * Whether a late part skips its rendering now (far from the viewport): what it holds is not rendered. An engine without
 * `checkVisibility` reads every part as skipped.
 */
function isSkipped(part: HTMLElement): boolean {
  const content = part.firstElementChild;
  return !content || !('checkVisibility' in content) || !content.checkVisibility({ contentVisibilityAuto: true });
}

/**
 * A part of the page that renders late (styles/render-late.css.ts) stands at an estimated height until it nears the
 * viewport, and the estimate is taller than most parts really are. A jump past such parts (focus moved to the closing
 * band's button, a screen reader's move to the last heading, a script's scrollIntoView) renders the ones it lands
 * among at their real height: the page's end comes up, the browser clamps the scroll position to it, and what the
 * jump brought into view moves, under the fixed header or off the screen. So once a page is on screen and hydrated,
 * each late part still skipping its rendering renders once, one part per idle moment, and the browser remembers the
 * height it had (`contain-intrinsic-size: auto`): off screen again, the part skips its rendering at its real height.
 * When every part has one, <html> carries data-late-heights="real".
 *
 * Returns a function for the page's leaving: it stops the work and takes the mark away.
 */
export function rememberLateHeights(): () => void {
  const root = document.documentElement;
  const parts = [...document.querySelectorAll<HTMLElement>('[data-render="late"]')];
  let stopped = false;
  let cancelWait = () => {};

  // One part per idle moment: a part's style, layout and paint are one short task, never the long one of all of them.
  const whenIdle = (task: () => void) => {
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(task);
      cancelWait = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(task, 50);
      cancelWait = () => clearTimeout(timer);
    }
  };

  const renderNext = () => {
    // A part on screen or near it is rendered already, and has its real height; switched to render in full and back, it
    // read as a layout shift of what it holds (a form's 0.22 of CLS on a phone, in Lighthouse).
    let part = parts.shift();
    while (part && !isSkipped(part)) part = parts.shift();
    if (!part) {
      root.dataset.lateHeights = 'real';
      return;
    }
    // Rendered for one frame: the browser records a part's height when it lays the part out and paints the frame.
    part.dataset.measuring = '';
    requestAnimationFrame(() =>
      setTimeout(() => {
        delete part.dataset.measuring;
        if (!stopped) whenIdle(renderNext);
      }, 0),
    );
  };

  whenIdle(renderNext);
  return () => {
    stopped = true;
    cancelWait();
    delete root.dataset.lateHeights;
  };
}
