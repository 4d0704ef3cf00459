import { site } from '../../lib/shell-content';
import * as styles from './SkipLink.css';

export const mainContentId = 'main';

export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      {site.skipLinkLabel}
    </a>
  );
}
