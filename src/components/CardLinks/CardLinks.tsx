import type { ContentHref } from '../../content/types';
import { visuallyHidden } from '../../styles/layout.css';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './CardLinks.css';

export interface CardLink {
  label: string;
  href: ContentHref;
  /** Read after the label by screen readers only ("Overview" of what). */
  context?: string;
}

/** The links at the foot of a card or a picture row, pinned to its foot so a row's links sit on one line. */
export function CardLinks({ links }: { links: readonly CardLink[] }) {
  return (
    <ul className={styles.links} data-card-links="">
      {links.map((link) => (
        <li key={link.href}>
          <ContentLink href={link.href} className={styles.link}>
            {link.label}
            {link.context ? <span className={visuallyHidden}> {link.context}</span> : null}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
