import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { products } from '../../src/content/products.ts';
import { site } from '../../src/content/site.ts';
import { breadcrumbs, jsonLdScript, organization, productOf } from '../../src/lib/structured-data.ts';

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
    const trail = breadcrumbs('/product-and-solutions/energy-management-system/features', pages.pages, site, 'Home');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://solvara.example/' },
      { '@type': 'ListItem', position: 2, name: pages.pages['/product-and-solutions/energy-management-system']?.heading, item: 'https://solvara.example/product-and-solutions/energy-management-system' },
      { '@type': 'ListItem', position: 3, name: pages.pages['/product-and-solutions/energy-management-system/features']?.heading, item: 'https://solvara.example/product-and-solutions/energy-management-system/features' },
    ]);
    expect(breadcrumbs('/about-us/careers', pages.pages, site, 'Home')?.itemListElement).toHaveLength(2);
    expect(breadcrumbs('/', pages.pages, site, 'Home')).toBeUndefined();
  });

  it('finds the product of its overview and the pages below it only', () => {
    expect(productOf('/product-and-solutions/market-intelligence/features', products.products)?.id).toBe('predict');
    expect(productOf('/product-and-solutions/pricing', products.products)).toBeUndefined();
  });

  it('cannot be closed early by text in content', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });
});
