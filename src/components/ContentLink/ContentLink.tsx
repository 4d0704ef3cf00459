import { site } from '../../lib/shell-content';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
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
}

/**
 * Renders a router link for pages of this site (typed by the route tree, see lib/links.ts) and a plain anchor for
 * everything else, old addresses included: their redirect pages are static files, not routes.
 *
 * Only a link to exactly the address on screen is `aria-current="page"`: the router's own rule also marks every link
 * to an address above it (a product's overview on its features page), which a screen reader would announce as the
 * current page too. A link to a part of the page on screen (`#open-positions` on the careers page) is a plain
 * in-page anchor: it is not the current page, and the browser scrolls to it without the router.
 */
export function ContentLink({ href, children, className, newTab = false }: ContentLinkProps) {
  const router = useRouter();
  const { pathname } = useLocation();
  const url = href.startsWith('/') ? new URL(href, 'http://localhost') : undefined;
  const page = url ? pageLink(url.pathname, router) : undefined;
  if (url && page && url.hash && url.pathname === pathname && !url.search) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  if (url && page) {
    return (
      <Link
        {...page}
        // A query in content (e.g. ?subject=partnership) is the target page's search; that page validates it.
        search={url.search ? Object.fromEntries(url.searchParams) : undefined}
        hash={url.hash ? url.hash.slice(1) : undefined}
        className={className}
        activeOptions={{ exact: true }}
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
