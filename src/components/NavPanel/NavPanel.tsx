import { navigation } from '../../content/navigation';
import { productCards, type NavSection } from '../../lib/navigation';
import { visuallyHidden } from '../../styles/layout.css';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './NavPanel.css';

/**
 * The contents of one navigation section, shared by the desktop dropdown and the mobile menu:
 * product cards, then links, then "Coming soon" entries, which are plain text and say so.
 */
export function NavPanel({ section }: { section: NavSection }) {
  const cards = productCards(section);
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
      {section.entries.length > 0 ? (
        <ul className={styles.links}>
          {section.entries.map((entry) => (
            <li key={entry.label}>
              {'href' in entry ? (
                <ContentLink href={entry.href} className={styles.link}>
                  {entry.label}
                </ContentLink>
              ) : (
                <span className={styles.comingSoon}>
                  {entry.label}
                  <span className={styles.badge}>{navigation.comingSoonLabel}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
