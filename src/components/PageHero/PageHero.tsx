import type { ReactNode } from 'react';
import * as styles from './PageHero.css';

interface PageHeroProps {
  /** The id of the h1, which names the band. */
  headingId: string;
  eyebrow: string;
  heading: string;
  /** A line in larger type between the heading and the introduction: a product's tagline. */
  tagline?: string;
  intro: string;
  /** The calls to action (ButtonLinks). */
  actions: ReactNode;
  /** The picture or video beside the text on a desktop, below it on a phone. */
  media: ReactNode;
  /** The media takes the wider half (the company video); otherwise the text does. */
  mediaWide?: boolean;
}

/** The band that opens the home page, the product overviews and the company overview, with the page's one h1. */
export function PageHero({ headingId, eyebrow, heading, tagline, intro, actions, media, mediaWide = false }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <div className={mediaWide ? styles.heroInnerMediaWide : styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={headingId} className={styles.heroHeading}>
            {heading}
          </h1>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          <p className={styles.lead}>{intro}</p>
          <div className={styles.actions}>{actions}</div>
        </div>
        {media}
      </div>
    </section>
  );
}
