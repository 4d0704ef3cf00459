import { useId } from 'react';
import type { CareersContent } from '../../content/types';
import * as styles from './PhotoMarquee.css';

type Photos = CareersContent['photos'];

/**
 * Rows of pictures drifting sideways, alternate rows in opposite directions. Pure CSS: each row holds its pictures
 * twice and slides by half its width, so the loop is seamless; the copy is hidden from assistive technology. A
 * native switch pauses every row (it works before and without JavaScript), hovering a row pauses it, and under
 * reduced motion the rows stand still, wrap, and show each picture once.
 */
export function PhotoMarquee({ photos }: { photos: Photos }) {
  const switchId = useId();
  return (
    <section className={styles.marquee} aria-label={photos.label}>
      <p className={styles.pause}>
        <input id={switchId} className={styles.toggle} type="checkbox" role="switch" />
        <label htmlFor={switchId}>{photos.pauseLabel}</label>
      </p>
      {photos.rows.map((row, rowIndex) => (
        <div key={row.id} className={styles.viewport}>
          <ul className={styles.track} data-reverse={rowIndex % 2 === 1 || undefined}>
            {row.photos.map((photo) => (
              <li key={photo.src} className={styles.item}>
                <img className={styles.photo} src={photo.src} alt={photo.alt} width={400} height={300} loading="lazy" />
              </li>
            ))}
            {row.photos.map((photo) => (
              <li key={`copy-${photo.src}`} className={styles.item} aria-hidden="true" data-copy="">
                <img className={styles.photo} src={photo.src} alt="" width={400} height={300} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
