import { useId } from 'react';
import type { ContentHref } from '../../content/types';
import { renderLate } from '../../styles/render-late.css';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import * as styles from './CtaBand.css';

interface CtaBandProps {
  heading: string;
  text: string;
  link: { label: string; href: ContentHref };
}

/**
 * The band that ends every page but the forms: a heading, a sentence and one button to the next step. Its content
 * renders late (styles/render-late.css.ts): it closes a page, below its first screen. The site search leaves it out
 * (`data-pagefind-ignore`): nearly every page ends with one, and a word of it would find them all.
 */
export function CtaBand({ heading, text, link }: CtaBandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId} data-inverse="" data-cta-band="" data-pagefind-ignore="">
      <div className={styles.inner} {...renderLate}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
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
