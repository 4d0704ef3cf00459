import type { ContentHref } from '../../content/types';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import * as styles from './CtaBand.css';

interface CtaBandProps {
  /** Unique on the page: the heading gets `${id}-heading`. */
  id: string;
  heading: string;
  text: string;
  link: { label: string; href: ContentHref };
}

/** The band that ends every page but the forms: a heading, a sentence and one button to the next step. */
export function CtaBand({ id, heading, text, link }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`} data-inverse="" data-cta-band="">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.body}>{text}</p>
        </div>
        <ButtonLink href={link.href} tone="accent">
          {link.label}
        </ButtonLink>
      </div>
    </section>
  );
}
