/**
 * Schema.org data for search engines, as JSON-LD. Written into each prerendered page's <head> by
 * scripts/export/head-extras.ts: crawlers read it from the HTML, so it costs visitors no JavaScript.
 */
import type { Dataset, FaqContent, Page, Resource, SiteContent } from '../content/types';

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

/** The company as the author or publisher of a page: enough to name it, the whole of it is `organization`. */
function publisher(site: SiteContent): JsonLd {
  return { '@type': 'Organization', name: site.legalName, url: `${site.url}/`, logo: `${site.url}${site.logo.src}` };
}

/** The media type of each format a dataset's file may have (resource.schema.json's `file.format`). */
const mediaTypes: Record<Dataset['file']['format'], string> = { CSV: 'text/csv' };

/** A library entry's page, from its loader data: the entry, and the people who signed it (team.yaml's names and roles). */
export interface LibraryEntryPage {
  path: string;
  entry: Resource & { words?: number };
  authors: ReadonlyArray<{ name: string; role: string }>;
}

/**
 * The schema.org object of a research library entry, by its type: an Article (signed, or by the company), a
 * ScholarlyArticle for a whitepaper (a complete paper with its abstract, method and references; still an Article to
 * a search engine, as its subtype), a TechArticle for a model card, about the model it documents, an Article about
 * the customer for a case study, and a Dataset with its file, licence and columns. `image` is the page's share card.
 */
export function libraryEntry({ path, entry, authors }: LibraryEntryPage, site: SiteContent, image: string): JsonLd {
  const url = `${site.url}${path}`;
  const company = publisher(site);
  const dates = { datePublished: entry.published, dateModified: entry.updated ?? entry.published };
  if (entry.type === 'dataset') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: entry.title,
      description: entry.summary,
      url,
      ...dates,
      creator: company,
      publisher: company,
      license: entry.licence.href,
      isAccessibleForFree: true,
      distribution: [{ '@type': 'DataDownload', contentUrl: `${site.url}${entry.file.href}`, encodingFormat: mediaTypes[entry.file.format] }],
      variableMeasured: entry.columns.map((column) => ({
        '@type': 'PropertyValue',
        name: column.name,
        description: column.description,
        ...(column.unit ? { unitText: column.unit } : {}),
      })),
    };
  }
  const people = authors.map(({ name, role }) => ({ '@type': 'Person', name, jobTitle: role, worksFor: company }));
  const article = {
    '@context': 'https://schema.org',
    headline: entry.title,
    description: entry.summary,
    url,
    mainEntityOfPage: url,
    image,
    ...dates,
    author: people.length > 0 ? people : company,
    publisher: company,
    ...(entry.words ? { wordCount: entry.words } : {}),
  };
  switch (entry.type) {
    case 'article':
      return { ...article, '@type': 'Article' };
    case 'whitepaper':
      return { ...article, '@type': 'ScholarlyArticle', abstract: entry.abstract };
    case 'model-card':
      return { ...article, '@type': 'TechArticle', about: { '@type': 'SoftwareApplication', name: entry.model.name, softwareVersion: entry.model.version } };
    case 'case-study':
      return {
        ...article,
        '@type': 'Article',
        about: { '@type': 'Organization', name: entry.customer.name, logo: `${site.url}${entry.customer.logo.src}` },
      };
  }
}

/** A JSON-LD script element; `<` is escaped so no text can close the element early. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
