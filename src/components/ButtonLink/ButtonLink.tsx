import type { ReactNode } from 'react';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './ButtonLink.css';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles.variant;
}

/** A link styled as a button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({ href, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <ContentLink href={href} className={styles.variant[variant]}>
      {children}
    </ContentLink>
  );
}
