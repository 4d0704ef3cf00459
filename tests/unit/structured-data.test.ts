import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { entry as core } from '../../src/content/products.energy-management-system.ts';
import { resources } from '../../src/content/resources.ts';
import { site } from '../../src/content/site.ts';
import { team } from '../../src/content/team.ts';
import { productOfPath, products } from '../../src/lib/products.ts';
import { resourceKinds, type ResourceType } from '../../src/lib/resource-kinds.ts';
import { breadcrumbs, jsonLdScript, libraryEntry, organization } from '../../src/lib/structured-data.ts';
import { loadEntry } from '../../src/routes/research-and-resources/-library.ts';

/** Every library entry as its page's loader brings it, with the object its page carries. */
const library = await Promise.all(
  resources.map(async (summary) => {
    const page = await loadEntry(resourceKinds[summary.type as ResourceType], summary.slug);
    return { ...page, data: libraryEntry(page, site, `${site.url}/images/share/card.png`) as Record<string, any> };
  }),
);
const ofType = (type: ResourceType) => library.filter(({ entry }) => entry.type === type);

describe('structured data', () => {
  it('describes the organization from content: name, address, contact points and social profiles', () => {
    const data = organization(site);
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Solvara Energy AI Lab',
      url: 'https://solvara.example/',
      logo: 'https://solvara.example/images/logo.svg',
      address: { addressLocality: 'Riverside', addressRegion: 'CA', postalCode: '92507', streetAddress: '1450 Innovation Drive, Suite 200' },
    });
    expect(data.contactPoint).toEqual([
      expect.objectContaining({ contactType: 'sales', email: 'sales@solvara.example' }),
      expect.objectContaining({ contactType: 'customer support', email: 'support@solvara.example' }),
    ]);
    expect(data.sameAs).toEqual(site.social.map((link) => link.href));
  });

  it('gives pages below a section a breadcrumb trail through the pages above them', () => {
    const canonical = {
      ...pages.pages,
      '/product-and-solutions/energy-management-system': core.overview.page,
      '/product-and-solutions/energy-management-system/features': core.features.page,
    };
    const trail = breadcrumbs('/product-and-solutions/energy-management-system/features', canonical, site, 'Home');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://solvara.example/' },
      { '@type': 'ListItem', position: 2, name: core.overview.page.heading, item: 'https://solvara.example/product-and-solutions/energy-management-system' },
      { '@type': 'ListItem', position: 3, name: core.features.page.heading, item: 'https://solvara.example/product-and-solutions/energy-management-system/features' },
    ]);
    expect(breadcrumbs('/about-us/careers', pages.pages, site, 'Home')?.itemListElement).toHaveLength(2);
    expect(breadcrumbs('/', pages.pages, site, 'Home')).toBeUndefined();
  });

  it('finds the product of its overview and the pages below it only', () => {
    for (const product of products) {
      expect(productOfPath(product.overview)).toBe(product);
      expect(productOfPath(product.features)).toBe(product);
    }
    expect(productOfPath('/product-and-solutions/pricing')).toBeUndefined();
  });

  it('describes each library entry by its type', () => {
    const expected: Record<ResourceType, string> = {
      article: 'Article',
      'case-study': 'Article',
      whitepaper: 'ScholarlyArticle',
      'model-card': 'TechArticle',
      dataset: 'Dataset',
    };
    for (const { entry, path, data } of library) {
      expect(data['@type'], path).toBe(expected[entry.type]);
      expect(data.url, path).toBe(`${site.url}${path}`);
      expect(data[entry.type === 'dataset' ? 'name' : 'headline'], path).toBe(entry.title);
      expect(data.description, path).toBe(entry.summary);
      expect(data.datePublished, path).toBe(entry.published);
      expect(data.dateModified, path).toBe(entry.updated ?? entry.published);
    }
    // Each type is in the content, so each branch above was taken.
    expect(new Set(library.map(({ entry }) => entry.type))).toEqual(new Set(Object.keys(expected)));
  });

  it("signs an article and a whitepaper with their authors from team.yaml, and the rest with the company's name", () => {
    const people = [team.director, ...team.carousel.cards.filter((card) => card.type === 'person')];
    // A dataset has a creator instead (below).
    for (const { entry, path, data } of library.filter(({ entry }) => entry.type !== 'dataset')) {
      const signed = entry.type === 'article' ? [entry.author] : entry.type === 'whitepaper' ? entry.authors : [];
      if (signed.length === 0) {
        expect(data.author, path).toMatchObject({ '@type': 'Organization', name: site.legalName });
        continue;
      }
      expect(data.author, path).toEqual(
        signed.map((id) => {
          const person = people.find((candidate) => candidate.id === id)!;
          return { '@type': 'Person', name: person.name, jobTitle: person.role, worksFor: expect.objectContaining({ name: site.legalName }) };
        }),
      );
    }
    for (const { entry, data } of ofType('whitepaper')) if (entry.type === 'whitepaper') expect(data.abstract).toBe(entry.abstract);
  });

  it('gives a case study its customer as what it is about, and a model card its model', () => {
    for (const { entry, data } of ofType('case-study')) {
      if (entry.type !== 'case-study') continue;
      expect(data.about).toEqual({ '@type': 'Organization', name: entry.customer.name, logo: `${site.url}${entry.customer.logo.src}` });
    }
    for (const { entry, data } of ofType('model-card')) {
      if (entry.type !== 'model-card') continue;
      expect(data.about).toEqual({ '@type': 'SoftwareApplication', name: entry.model.name, softwareVersion: entry.model.version });
    }
  });

  it('describes a dataset with its licence, its file and a variable per column, made by the company', () => {
    for (const { entry, data } of ofType('dataset')) {
      if (entry.type !== 'dataset') continue;
      expect(data.license).toBe(entry.licence.href);
      expect(data.creator).toMatchObject({ '@type': 'Organization', name: site.legalName });
      expect(data.distribution).toEqual([{ '@type': 'DataDownload', contentUrl: `${site.url}${entry.file.href}`, encodingFormat: 'text/csv' }]);
      expect(data.variableMeasured.map((variable: { name: string }) => variable.name)).toEqual(entry.columns.map((column) => column.name));
      for (const [index, column] of entry.columns.entries()) {
        expect(data.variableMeasured[index]).toEqual({
          '@type': 'PropertyValue',
          name: column.name,
          description: column.description,
          ...(column.unit ? { unitText: column.unit } : {}),
        });
      }
    }
  });

  it('cannot be closed early by text in content', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });
});
