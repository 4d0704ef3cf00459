import { ButtonLink } from '../ButtonLink/ButtonLink';
import * as styles from './CtaBand.css';

interface CtaBandProps {
  /** Unique on the page: the heading gets `${id}-heading`. */
  id: string;
  heading: string;
  text: string;
  link: { label: string; href: string };
}

/** The dark closing band of a page: a heading, a sentence and one button to the next step. */
export function CtaBand({ id, heading, text, link }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`} data-inverse="">
      <div className={styles.inner}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
        <ButtonLink href={link.href} variant="inverse">
          {link.label}
        </ButtonLink>
      </div>
    </section>
  );
}
