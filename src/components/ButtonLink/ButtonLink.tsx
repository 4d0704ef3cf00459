import type { ContentHref } from '../../content/types';
import type { ReactNode } from 'react';
import { button, type ButtonVariants } from '../../styles/controls.css';
import { ContentLink } from '../ContentLink/ContentLink';

interface ButtonLinkProps extends ButtonVariants {
  href: ContentHref;
  children: ReactNode;
}

/** A link styled as the site's button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({ href, children, tone, size }: ButtonLinkProps) {
  return (
    <ContentLink href={href} className={button({ tone, size })}>
      {children}
    </ContentLink>
  );
}
