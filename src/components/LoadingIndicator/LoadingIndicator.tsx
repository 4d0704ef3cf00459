import { useRouterState } from '@tanstack/react-router';
import { site } from '../../content/site';
import * as styles from './LoadingIndicator.css';

/**
 * Shown while the next page (its code chunk) is loading. The status region is always in the page,
 * so screen readers announce the text when it appears.
 */
export function LoadingIndicator() {
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <div className={styles.region} role="status">
      {isLoading ? (
        <div className={styles.pill} data-testid="loading-indicator">
          <span className={styles.spinner} aria-hidden="true" />
          {site.loadingLabel}
        </div>
      ) : null}
    </div>
  );
}
