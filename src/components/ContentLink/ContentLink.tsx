import { site } from '../../lib/shell-content';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContentHref } from '../../content/types';
import { pageLink } from '../../lib/links';
import { visuallyHidden } from '../../styles/layout.css';

interface ContentLinkProps {
  /** A link from content: a page of this site (validated at build time), or an https:, mailto: or tel: address. */
  href: ContentHref;
  children: ReactNode;
  className?: string;
  /** Open in a new tab. Screen readers are told so. */
  newTab?: boolean;
  /** Marked as the current page only on exactly its address (the home page's link), not on the pages below it. */
  exact?: boolean;
}

/**
 * Renders a router link for pages of this site (typed by the route tree, see lib/links.ts) and a plain anchor for
 * everything else, old addresses included: their redirect pages are static files, not routes.
 */
export function ContentLink({ href, children, className, newTab = false, exact = false }: ContentLinkProps) {
  const router = useRouter();
  const url = href.startsWith('/') ? new URL(href, 'http://localhost') : undefined;
  const page = url ? pageLink(url.pathname, router) : undefined;
  if (url && page) {
    return (
      <Link
        {...page}
        // A query in content (e.g. ?subject=partnership) is the target page's search; that page validates it.
        search={url.search ? Object.fromEntries(url.searchParams) : undefined}
        hash={url.hash ? url.hash.slice(1) : undefined}
        className={className}
        activeOptions={exact ? { exact: true } : undefined}
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
