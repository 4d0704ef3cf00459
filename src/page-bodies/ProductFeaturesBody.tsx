import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import type { ContentHref, Page, ProductContent } from '../content/types';
import type { Product } from '../lib/products';

interface ProductFeaturesPageProps {
  page: Page;
  product: Product;
  features: ProductContent['features'];
  /** The product's Request a demo (its overview's), the page's way forward. */
  demo: { label: string; href: ContentHref };
}

/**
 * A product's features: how it connects to what it runs (the hero's picture), a demo first and the way back to the
 * overview second, the six features on an even grid of cards, and a call to action.
 */
export function ProductFeaturesBody({ page, product, features, demo }: ProductFeaturesPageProps) {
  return (
    <>
      <PageHero
        eyebrow={product.name}
        heading={page.heading}
        intro={page.intro}
        actions={[demo, { label: features.backLink, href: product.overview }]}
        image={{ src: features.image, alt: features.imageAlt, width: 480, height: 320 }}
      />
      <PageSection id="features">
        <CardGrid cards={features.items} headingLevel={2} />
      </PageSection>
      <CtaBand {...features.cta} />
    </>
  );
}
