import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeShareCards } from '../../scripts/export/share-cards.ts';
import { library } from '../../src/content/library.ts';
import { resources } from '../../src/content/resources.ts';
import { site } from '../../src/content/site.ts';
import { products } from '../../src/lib/products.ts';
import { resourcePath, type ResourceType } from '../../src/lib/resource-kinds.ts';
import { shareCardEyebrow } from '../../src/lib/site-pages.ts';

const root = join(import.meta.dirname, '..', '..');
const context = { root, domain: 'solvara.example', mark: '/images/logo-mark.svg', siteName: 'Solvara' };

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('share cards', () => {
  it('draws a 1200×630 PNG per page, and draws a page again only when its content changed', { timeout: 60_000 }, async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cards-dist-'));
    const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const cards = [
      { path: '/', title: 'Energy that plans ahead', description: 'Solvara plans when to buy, store and use energy.', eyebrow: 'Solvara Energy AI Lab' },
      { path: '/product-and-solutions/market-intelligence', title: 'Solvara Predict', description: 'Forecasts.', eyebrow: 'Solvara Predict', image: '/images/product-predict.svg' },
    ];
    expect(await writeShareCards(cards, context, dist, cache)).toEqual({ rendered: 2, cached: 0 });
    const home = readFileSync(join(dist, 'images', 'share', 'home.png'));
    expect(home.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(home)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(readFileSync(join(dist, 'images', 'share', 'product-and-solutions--market-intelligence.png')))).toEqual({ width: 1200, height: 630 });

    expect(await writeShareCards(cards, context, dist, cache)).toEqual({ rendered: 0, cached: 2 });
    const changed = [{ ...cards[0]!, title: 'Energy that plans ahead, every five minutes' }, cards[1]!];
    expect(await writeShareCards(changed, context, dist, cache)).toEqual({ rendered: 1, cached: 1 });
    expect(readdirSync(cache)).toHaveLength(3);
  });

  it("names above the title what the page is: a library entry's type, a product's name, or the company", () => {
    for (const entry of resources) {
      const type = entry.type as ResourceType;
      expect(shareCardEyebrow(resourcePath({ type, slug: entry.slug })), entry.slug).toBe(library.kinds[type].singular);
    }
    for (const product of products) expect(shareCardEyebrow(product.features)).toBe(product.name);
    expect(shareCardEyebrow('/research-and-resources')).toBe(site.legalName);
    expect(shareCardEyebrow('/about-us/careers')).toBe(site.legalName);
  });
});
