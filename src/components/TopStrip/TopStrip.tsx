import { site } from '../../lib/shell-content';
import { ContentLink } from '../ContentLink/ContentLink';
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
      </div>
    </div>
  );
}
