import { useId } from 'react';
import { plainList } from '../../styles/layout.css';
import { renderLate } from '../../styles/render-late.css';
import * as styles from './FigureBand.css';

interface FigureBandProps {
  heading: string;
  figures: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * The page's one dark band: a few figures, each large, with what it counts. A list, so a screen reader announces
 * how many there are; each figure reads as one phrase ("24/7 support by chat and e-mail").
 */
export function FigureBand({ heading, figures }: FigureBandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId} data-inverse="">
      <div className={styles.inner} {...renderLate}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <ul className={`${plainList} ${styles.figures}`}>
          {figures.map((figure) => (
            <li key={figure.value} className={styles.figure}>
              <span className={styles.value}>{figure.value}</span> <span className={styles.label}>{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
