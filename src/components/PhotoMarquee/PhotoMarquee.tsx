import { useState } from 'react';
import type { CareersContent } from '../../content/types';
import { MotionControl } from '../MotionControl/MotionControl';
import * as styles from './PhotoMarquee.css';

type Photos = CareersContent['photos'];

/**
 * Rows of pictures drifting sideways, alternate rows in opposite directions. The motion is CSS: each row holds its
 * pictures twice and slides by half its width, so the loop is seamless; the copy is hidden from assistive
 * technology. The motion control over the rows' lower right corner pauses every row, hovering a row pauses it, and
 * where motion stands still (reduced motion, or no script to run the control) the rows wrap and show each picture once.
 */
export function PhotoMarquee({ photos }: { photos: Photos }) {
  const [paused, setPaused] = useState(false);
  return (
    <section className={styles.marquee} aria-label={photos.label} data-paused={paused ? '' : undefined} data-moving-area="">
      <div className={styles.controls}>
        <MotionControl playing={!paused} pauseLabel={photos.pauseLabel} playLabel={photos.playLabel} onToggle={() => setPaused(!paused)} />
      </div>
      {photos.rows.map((row, rowIndex) => (
        <div key={row.id} className={styles.viewport}>
          <ul className={`${styles.track} ${styles.stillRow}`} data-reverse={rowIndex % 2 === 1 || undefined}>
            {row.photos.map((photo) => (
              <li key={photo.src} className={styles.item}>
                <img className={styles.photo} src={photo.src} alt={photo.alt} width={400} height={300} loading="lazy" />
              </li>
            ))}
            {row.photos.map((photo) => (
              <li key={`copy-${photo.src}`} className={styles.copy} aria-hidden="true">
                <img className={styles.photo} src={photo.src} alt="" width={400} height={300} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
