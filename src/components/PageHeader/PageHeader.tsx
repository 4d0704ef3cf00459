import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

interface PageHeaderProps {
  heading: string;
  intro: string;
  children?: ReactNode;
}

/** The top of a page: its one h1 and the introduction under it. */
export function PageHeader({ heading, intro, children }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.inner}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </div>
  );
}
