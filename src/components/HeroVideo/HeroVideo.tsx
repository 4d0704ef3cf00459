import { useEffect, useRef, useState } from 'react';
import type { CompanyContent } from '../../content/types';
import { useHydrated } from '../../client/useHydrated';
import { reducedMotion } from '../../styles/theme.css';
import { MotionControl } from '../MotionControl/MotionControl';
import * as styles from './HeroVideo.css';

type Video = CompanyContent['hero']['video'];

/**
 * A silent looping video over its poster. The page's HTML never asks for the video file (preload="none", no autoplay
 * attribute), so the poster is the largest paint and nothing delays it. Once the page has hydrated (after `load`) the
 * video starts, unless the visitor prefers reduced motion; the motion control in the picture's corner pauses and plays
 * it. Without JavaScript the poster stands still and there is no control (it could do nothing).
 */
export function HeroVideo({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => setPlaying(!element.paused);
    // A reset (load()) drops a queued pause event but fires emptied.
    const events = ['play', 'pause', 'emptied'] as const;
    for (const type of events) element.addEventListener(type, sync);
    // React sets `muted` as a property only; browsers let muted video start without a gesture.
    element.muted = true;
    const motion = window.matchMedia(reducedMotion);
    if (!motion.matches) element.play().catch(sync);
    const onMotionChange = () => {
      if (motion.matches) element.pause();
    };
    motion.addEventListener('change', onMotionChange);
    return () => {
      for (const type of events) element.removeEventListener(type, sync);
      motion.removeEventListener('change', onMotionChange);
    };
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className={styles.player} data-playing={playing ? '' : undefined} data-moving-area="">
      <video
        ref={ref}
        className={styles.video}
        width={video.width}
        height={video.height}
        poster={video.poster}
        preload="none"
        muted
        loop
        playsInline
        aria-label={video.description}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {hydrated ? <MotionControl placement="corner" playing={playing} pauseLabel={video.pauseLabel} playLabel={video.playLabel} onToggle={toggle} /> : null}
    </div>
  );
}
