import { navigation } from '../../lib/shell-content';
import { productCards, type NavSection } from '../../lib/navigation';
import { visuallyHidden } from '../../styles/layout.css';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './NavPanel.css';

/**
 * The contents of one navigation section, shared by the desktop dropdown and the mobile menu: product cards, then
 * links, then one line naming what is coming soon.
 */
export function NavPanel({ section }: { section: NavSection }) {
  const cards = productCards(section);
  const pages = section.entries.flatMap((entry) => ('href' in entry ? [entry] : []));
  const comingSoon = section.entries.filter((entry) => !('href' in entry));
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
      {comingSoon.length > 0 ? (
        // Said once, as text: what has no page yet is not a link, and never takes focus.
        <p className={styles.comingSoon}>
          <span className={styles.badge}>{navigation.comingSoonLabel}</span> {comingSoon.map((entry) => entry.label).join(', ')}
        </p>
      ) : null}
    </>
  );
}
