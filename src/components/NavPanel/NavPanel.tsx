import { memo } from 'react';
import { templateParts } from '../../lib/fill';
import { productCards, type NavSection } from '../../lib/navigation';
import { visuallyHidden } from '../../styles/layout.css';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './NavPanel.css';

/**
 * The contents of one navigation section, shared by the desktop dropdown and the mobile menu: product cards, then
 * links, then what is reached only by invitation, as words with the address to ask. Memoised on its section: opening
 * or closing a section renders its button and panel, not every link in it (each is a router link, whose render builds
 * its location).
 */
export const NavPanel = memo(function NavPanel({ section }: { section: NavSection }) {
  const cards = productCards(section);
  const pages = section.entries.flatMap((entry) => ('href' in entry ? [entry] : []));
  const invitations = section.entries.flatMap((entry) => ('invitation' in entry ? [entry] : []));
  return (
    <>
      {cards.length > 0 ? (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <p className={styles.cardTitle}>{card.name}</p>
              <p className={styles.cardText}>{card.tagline}</p>
              <ul className={styles.cardLinks} aria-label={card.name}>
                {card.links.map((link) => (
                  <li key={link.href}>
                    <ContentLink href={link.href} className={styles.link}>
                      {link.label}
                      <span className={visuallyHidden}> – {card.name}</span>
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {pages.length > 0 ? (
        <ul className={styles.links}>
          {pages.map((entry) => (
            <li key={entry.href}>
              <ContentLink href={entry.href} className={styles.link}>
                {entry.label}
              </ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
      {invitations.map((entry) => (
        // Not a page of this site, so not a link: its label, and the address to ask for access.
        <p key={entry.label} className={styles.invitation}>
          <span className={styles.invitationLabel}>{entry.label}</span>{' '}
          {templateParts(entry.invitation).map((part, index) =>
            index % 2 === 0 ? part : <a key={part} href={`mailto:${entry.email}`} className={styles.invitationLink}>{entry.email}</a>,
          )}
        </p>
      ))}
    </>
  );
});
