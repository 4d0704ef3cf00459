/**
 * Schema.org data for search engines, as JSON-LD. Written into each prerendered page's <head> by
 * scripts/export/head-extras.ts: crawlers read it from the HTML, so it costs visitors no JavaScript.
 */
import type { FaqContent, Page, SiteContent } from '../content/types';

type JsonLd = Record<string, unknown>;

/** "Riverside, CA 92507" → locality, region and postal code; anything else stays one street line. */
function postalAddress(lines: readonly string[]): JsonLd {
  const last = lines.at(-1) ?? '';
  const match = /^(.+), ([A-Z]{2}) (\d{5}(?:-\d{4})?)$/.exec(last);
  if (!match) return { '@type': 'PostalAddress', streetAddress: lines.join(', ') };
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', '),
    addressLocality: match[1],
    addressRegion: match[2],
    postalCode: match[3],
    addressCountry: 'US',
  };
}

export function organization(site: SiteContent): JsonLd {
  const headquarters = site.offices[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.legalName,
    alternateName: site.name,
    url: `${site.url}/`,
    logo: `${site.url}${site.logo.src}`,
    email: site.emails.general,
    telephone: site.phone.tel,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: site.emails.sales, telephone: site.phone.tel },
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.emails.support, telephone: site.phone.tel },
    ],
    ...(headquarters ? { address: postalAddress(headquarters.address) } : {}),
    sameAs: [...new Set(site.social.map((link) => link.href))],
  };
}

/**
 * Home, then every shorter path of `path` that is a page of its own (a product's overview above its features
 * page), then the page itself. Pages at the top level get none.
 */
export function breadcrumbs(path: string, pages: Readonly<Record<string, Page>>, site: SiteContent, homeLabel: string): JsonLd | undefined {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return undefined;
  const trail = ['/'];
  for (let i = 1; i <= segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    if (pages[prefix]) trail.push(prefix);
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb === '/' ? homeLabel : (pages[crumb]?.heading ?? crumb),
      item: `${site.url}${crumb}`,
    })),
  };
}

/** The questions and answers of the FAQ page. */
export function faqPage(faq: FaqContent): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}

/** A JSON-LD script element; `<` is escaped so no text can close the element early. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
