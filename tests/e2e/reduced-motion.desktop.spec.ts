import { expect, test } from '@playwright/test';
import { openHydrated, representativeRoutes } from './support';

// Once per route, at the desktop size: what moves by itself (logo row, photo rows, carousel, video) is the same at both.
test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { path } of representativeRoutes) {
    test(`${path}: nothing animates and no video plays`, async ({ page }) => {
      await openHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const moving = await page.evaluate(() => ({
        animations: document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return `${animation.constructor.name} ${(animation as CSSAnimation).animationName ?? ''} on ${target instanceof Element ? target.className || target.tagName : 'unknown'}`;
          }),
        videos: [...document.querySelectorAll('video')].filter((video) => !video.paused).map((video) => video.currentSrc),
      }));
      expect(moving).toEqual({ animations: [], videos: [] });
    });
  }
});
