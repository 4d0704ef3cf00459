import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { site } from '../../content/site';
import { visuallyHidden } from '../../styles/layout.css';

interface ContentLinkProps {
  /** A link from content: a page of this site (validated at build time), or an https:, mailto: or tel: address. */
  href: string;
  children: ReactNode;
  className?: string;
  /** Open in a new tab. Screen readers are told so. */
  newTab?: boolean;
}

/** Renders a router link for pages of this site and a plain anchor for everything else. */
export function ContentLink({ href, children, className, newTab = false }: ContentLinkProps) {
  if (href.startsWith('/')) {
    const url = new URL(href, 'http://localhost');
    return (
      <Link
        // The content build has checked that the path is a route of this site.
        to={url.pathname}
        // A query in content (e.g. ?subject=partnership) is the target page's typed search; that page validates it.
        search={url.search ? Object.fromEntries(url.searchParams) : undefined}
        hash={url.hash ? url.hash.slice(1) : undefined}
        className={className}
      >
        {children}
      </Link>
    );
  }
  if (newTab) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> {site.newTabNote}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
