import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { entry as core } from '../../src/content/products.energy-management-system.ts';
import { site } from '../../src/content/site.ts';
import { productOfPath, products } from '../../src/lib/products.ts';
import { breadcrumbs, jsonLdScript, organization } from '../../src/lib/structured-data.ts';

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

  it('cannot be closed early by text in content', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });
});
