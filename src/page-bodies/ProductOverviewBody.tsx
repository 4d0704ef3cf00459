import { CardGrid } from '../components/CardGrid/CardGrid';
import { CaseStudyProof, type CaseStudyProofData } from '../components/CaseStudyProof/CaseStudyProof';
import { ConnectsTo } from '../components/ConnectsTo/ConnectsTo';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { ProductTour } from '../components/ProductTour/ProductTour';
import type { Page, ProductContent } from '../content/types';
import type { Product } from '../lib/products';

interface ProductOverviewPageProps {
  page: Page;
  product: Product;
  imageAlt: string;
  overview: ProductContent['overview'];
  proof: CaseStudyProofData;
}

/**
 * A product's landing page: the hero (a demo first, the features second), a tour of its screen, four capability
 * tiles, what it connects to, who it is for, a customer's proof, and a call to action. The hero says what the
 * product is once; the sections under it do not repeat it.
 */
export function ProductOverviewBody({ page, product, imageAlt, overview, proof }: ProductOverviewPageProps) {
  return (
    <>
      <PageHero
        eyebrow={overview.audience}
        heading={page.heading}
        tagline={product.tagline}
        intro={page.intro}
        actions={[overview.demo, { label: overview.explore, href: product.features }]}
      />

      <PageSection id="tour" heading={overview.tour.heading}>
        <ProductTour image={{ src: product.image, alt: imageAlt }} tour={overview.tour} />
      </PageSection>

      <PageSection id="capabilities" heading={overview.capabilities.heading} tinted renderLate>
        <CardGrid cards={overview.capabilities.items} headingLevel={3} maxColumns={4} />
      </PageSection>

      <PageSection id="connects" heading={overview.connects.heading} renderLate>
        <ConnectsTo groups={overview.connects.groups} />
      </PageSection>

      <PageSection id="audiences" heading={overview.audiences.heading} tinted renderLate>
        <CardGrid cards={overview.audiences.items} headingLevel={3} look="ruled" />
      </PageSection>

      <PageSection id="proof" heading={overview.proof.heading} renderLate>
        <CaseStudyProof proof={proof} />
      </PageSection>

      <CtaBand {...overview.cta} />
    </>
  );
}
