import { navigation, site } from '../../lib/shell-content';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ContentImage } from '../ContentImage/ContentImage';
import { DesktopNav } from '../DesktopNav/DesktopNav';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { TopStrip } from '../TopStrip/TopStrip';
import * as styles from './SiteHeader.css';
import { useScrolled } from './useScrolled';

/** The header gains its shadow once the page is scrolled more than this many pixels (a given: docs/product.md). */
const shadowAfterPx = 10;

export function SiteHeader() {
  const scrolled = useScrolled(shadowAfterPx);
  return (
    <header className={styles.header} data-scrolled={scrolled ? '' : undefined}>
      <TopStrip />
      <div className={styles.bar}>
        <MobileMenu />
        <Link to="/" className={styles.logoLink}>
          <ContentImage image={site.logo} />
        </Link>
        <DesktopNav />
        <div className={styles.demo}>
          {/* The small size keeps the bar on one line from 768px up, with every section's label. */}
          <ButtonLink href={navigation.requestDemo.href} size="sm">
            {navigation.requestDemo.label}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
