import { useId } from 'react';
import type { ContentHref } from '../../content/types';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import * as styles from './CtaBand.css';

interface CtaBandProps {
  heading: string;
  text: string;
  link: { label: string; href: ContentHref };
}

/**
 * The band that ends every page but the forms: a heading, a sentence and one button to the next step. It renders with
 * the page, not late (styles/render-late.css.ts): at the end of the page an estimated height was the page's last
 * stretch, so a jump to its button (Tab, a link, End) rendered it shorter than estimated, the page's end came up by
 * the difference, and the button moved under the fixed header as it took the press or focus. Its layout is a
 * heading, a sentence and a button. The site search leaves it out (`data-pagefind-ignore`): nearly every page ends
 * with one, and a word of it would find them all.
 */
export function CtaBand({ heading, text, link }: CtaBandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId} data-inverse="" data-cta-band="" data-pagefind-ignore="">
      <div className={styles.inner}>
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
