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

/** A product's features: the product's picture, six cards and a call to action. */
export function ProductFeaturesPage({ page, product, features }: ProductFeaturesPageProps) {
  return (
    <>
      <PageHero
        eyebrow={product.name}
        heading={page.heading}
        intro={page.intro}
        actions={[{ label: features.backLink, href: product.overview }]}
        // The overview page describes the picture; here it repeats what the heading says.
        image={{ src: product.image, alt: '', width: 480, height: 320 }}
      />
      <PageSection id="features">
        <CardGrid cards={features.items} headingLevel={2} />
      </PageSection>
      <CtaBand {...features.cta} />
    </>
  );
}
