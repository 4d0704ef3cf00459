import { Link } from '@tanstack/react-router';
import { navigation } from '../../content/navigation';
import { products } from '../../content/products';
import { site } from '../../content/site';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ContentLink } from '../ContentLink/ContentLink';
import { TopStrip } from '../TopStrip/TopStrip';
import * as styles from './SiteHeader.css';
import { useScrolled } from './useScrolled';

/** Spec §9: the header gains its shadow after this many pixels of scroll. */
const shadowAfterPx = 10;

function firstPageOf(item: (typeof navigation.items)[number]): string {
  if ('href' in item) return item.href;
  if (item.showProducts && products.products[0]) return products.products[0].overview;
  const firstLink = item.entries.find((entry) => 'href' in entry);
  return firstLink && 'href' in firstLink ? firstLink.href : '/';
}

export function SiteHeader() {
  const scrolled = useScrolled(shadowAfterPx);
  return (
    <header className={styles.header} data-scrolled={scrolled ? '' : undefined}>
      <TopStrip />
      <div className={styles.bar}>
        <Link to="/" className={styles.logoLink}>
          <img src={site.logo.src} alt={site.logo.alt} width={site.logo.width} height={site.logo.height} />
        </Link>
        <nav className={styles.nav} aria-label={navigation.label}>
          <ul className={styles.navList}>
            {navigation.items.map((item) => (
              <li key={item.id}>
                <ContentLink href={firstPageOf(item)} className={styles.navLink}>
                  {item.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.demo}>
          <ButtonLink href={navigation.requestDemo.href}>{navigation.requestDemo.label}</ButtonLink>
        </div>
      </div>
    </header>
  );
}
