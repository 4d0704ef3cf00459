import { useEffect, useRef, useState } from 'react';
import type { CompanyContent } from '../../content/types';
import * as styles from './HeroVideo.css';

type Video = CompanyContent['hero']['video'];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A silent looping video over its poster. The page's HTML never asks for the video file (preload="none", no autoplay
 * attribute), so the poster is the largest paint and nothing delays it. Once the page has hydrated (after `load`) the
 * video starts, unless the visitor prefers reduced motion; a button pauses and plays it. Without JavaScript the poster
 * stands still.
 */
export function HeroVideo({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHydrated(true);
    const sync = () => setPlaying(!element.paused);
    // A reset (load()) drops a queued pause event but fires emptied.
    const events = ['play', 'pause', 'emptied'] as const;
    for (const type of events) element.addEventListener(type, sync);
    // React sets `muted` as a property only; browsers let muted video start without a gesture.
    element.muted = true;
    const motion = window.matchMedia(REDUCED_MOTION);
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
    <div className={styles.frame} data-playing={hydrated ? playing : undefined}>
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
      {hydrated ? (
        // A plain button: react-aria's would add 13 kB of script to a page that has no other use for it.
        <button type="button" className={styles.button} onClick={toggle} aria-label={playing ? video.pauseLabel : video.playLabel}>
          {playing ? (
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            </svg>
          ) : (
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5l11 7-11 7z" />
            </svg>
          )}
        </button>
      ) : null}
    </div>
  );
}
