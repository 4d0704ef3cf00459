import { site } from '../../lib/shell-content';
import { ContentLink } from '../ContentLink/ContentLink';
import { SearchControl } from '../SiteSearch/SearchControl';
import * as styles from './TopStrip.css';

export function TopStrip() {
  return (
    <div className={styles.strip} data-inverse="">
      <div className={styles.inner}>
        <a className={styles.link} href={`tel:${site.phone.tel}`}>
          {site.phone.display}
        </a>
        <ContentLink className={styles.link} href={site.helpCenter.href}>
          {site.helpCenter.label}
        </ContentLink>
        {/* From 768px up; on a phone the strip has room for the phone number and the help center only, and the
            search control is in the mobile menu. */}
        <SearchControl look="labelled" className={styles.search} />
      </div>
    </div>
  );
}
