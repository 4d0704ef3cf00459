/**
 * Runs `task` in the first task after the next frame is painted: what a press shows at once (a summary, a pressed
 * button) reaches the screen first, and slower work after it (a scroll, an embedded map) does not hold that frame
 * back. The time from the press to that frame is what INP measures.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
