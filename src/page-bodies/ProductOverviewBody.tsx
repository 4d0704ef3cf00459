import { CardGrid } from '../components/CardGrid/CardGrid';
import { CaseStudyProof, type CaseStudyProofData } from '../components/CaseStudyProof/CaseStudyProof';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import type { Page, ProductContent } from '../content/types';
import type { Product } from '../lib/products';

interface ProductOverviewPageProps {
  page: Page;
  product: Product;
  imageAlt: string;
  overview: ProductContent['overview'];
  proof: CaseStudyProofData;
}

/** A product's landing page: hero, four capability tiles, who it is for, a customer's proof, and a call to action. */
export function ProductOverviewBody({ page, product, imageAlt, overview, proof }: ProductOverviewPageProps) {
  return (
    <>
      <PageHero
        eyebrow={overview.audience}
        heading={page.heading}
        tagline={product.tagline}
        intro={page.intro}
        actions={[{ label: overview.explore, href: product.features }]}
        image={{ src: product.image, alt: imageAlt, width: 480, height: 320 }}
      />

      <PageSection id="capabilities" heading={overview.capabilities.heading} intro={overview.capabilities.intro}>
        <CardGrid cards={overview.capabilities.items} headingLevel={3} maxColumns={4} />
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
