import { site } from '../../lib/shell-content';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as styles from './LoadingIndicator.css';

const showAfterMs = 200;

/**
 * Shown while the next page (its code chunk) is loading. The status region is always in the page,
 * so screen readers announce the text when it appears.
 */
export function LoadingIndicator() {
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  // Most pages arrive at once: only a load that takes a noticeable moment is shown and announced.
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isLoading) return setShown(false);
    const timer = setTimeout(() => setShown(true), showAfterMs);
    return () => clearTimeout(timer);
  }, [isLoading]);
  return (
    <div className={styles.region} role="status">
      {isShown ? (
        <div className={styles.pill}>
          <span className={styles.spinner} aria-hidden="true" />
          {site.loadingLabel}
        </div>
      ) : null}
    </div>
  );
}
