import type { ContentHref } from '../../content/types';
import type { ReactNode } from 'react';
import { button } from '../../styles/controls.css';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ContentImage, type ContentImageSource } from '../ContentImage/ContentImage';
import * as styles from './PageHero.css';

interface HeroLink {
  label: string;
  href: ContentHref;
}

/** A call to action done on this page rather than on another one: the error page's reload. */
interface HeroButton {
  label: string;
  onPress: () => void;
}

interface PageHeroProps {
  heading: string;
  intro: string;
  /** A short line above the heading: the company or the product's audience. */
  eyebrow?: string;
  /** A line in larger type between the heading and the introduction: a product's tagline. */
  tagline?: string;
  /** The calls to action, links or buttons: the first is the page's main one, the others are secondary. */
  actions?: readonly (HeroLink | HeroButton)[];
  /** Small print under the calls to action (the pricing page's promise). */
  note?: string;
  /**
   * A picture or a player beside the text on a desktop and below it on a phone: the text takes the wider half
   * beside a picture, a player (the company video) beside the text. Without either the hero is centred as a whole
   * on a desktop (its text leaves no half of the band empty) and on the grid on a phone. It is the page's largest
   * paint, so it loads first.
   */
  image?: ContentImageSource;
  player?: ReactNode;
  /** The top of a form page: heading and introduction on the page grid, above the form, without a band. */
  plain?: boolean;
}

/** The top of every page: its one h1, the introduction and what to do next, with or without a picture. */
export function PageHero({ heading, intro, eyebrow, tagline, actions = [], note, image, player, plain = false }: PageHeroProps) {
  const layout = plain ? 'plain' : image ? 'picture' : player ? 'player' : 'centred';
  return (
    <div className={styles.hero({ layout })}>
      <div className={styles.inner({ layout })}>
        <div className={styles.text({ layout })}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          <p className={styles.intro}>{intro}</p>
          {actions.length > 0 || note ? (
            <div className={styles.actions({ layout })}>
              {actions.map((action, index) => {
                const tone = index === 0 ? 'primary' : 'secondary';
                return 'href' in action ? (
                  <ButtonLink key={action.href} href={action.href} tone={tone}>
                    {action.label}
                  </ButtonLink>
                ) : (
                  <button key={action.label} type="button" className={button({ tone })} onClick={action.onPress}>
                    {action.label}
                  </button>
                );
              })}
              {note ? <p className={styles.note}>{note}</p> : null}
            </div>
          ) : null}
        </div>
        {image ? (
          <ContentImage className={styles.image} image={image} fetchPriority="high" />
        ) : (
          player
        )}
      </div>
    </div>
  );
}
