import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import type { Page, ProductContent } from '../content/types';
import type { Product } from '../lib/products';

interface ProductFeaturesPageProps {
  page: Page;
  product: Product;
  features: ProductContent['features'];
}

/** A product's features: how it connects to what it runs, six cards in a bento grid and a call to action. */
export function ProductFeaturesBody({ page, product, features }: ProductFeaturesPageProps) {
  return (
    <>
      <PageHero
        eyebrow={product.name}
        heading={page.heading}
        intro={page.intro}
        actions={[{ label: features.backLink, href: product.overview }]}
        image={{ src: features.image, alt: features.imageAlt, width: 480, height: 320 }}
      />
      <PageSection id="features">
        <CardGrid cards={features.items} headingLevel={2} look="bento" />
      </PageSection>
      <CtaBand {...features.cta} />
    </>
  );
}
