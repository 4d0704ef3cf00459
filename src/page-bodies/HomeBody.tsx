import { useId } from 'react';
import { navigation } from '../lib/shell-content';
import { CardGrid } from '../components/CardGrid/CardGrid';
import { CaseStudyProof, type CaseStudyProofData } from '../components/CaseStudyProof/CaseStudyProof';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import { PictureRows } from '../components/PictureRows/PictureRows';
import { ResultFigures, type ResultFigureData } from '../components/ResultFigures/ResultFigures';
import type { PhoneCrop } from '../components/ProductScreen/ProductScreen';
import type { ProductSlug } from '../content/products';
import type { HomeContent, Page, PartnersContent } from '../content/types';
import { products } from '../lib/products';

interface HomePageProps {
  page: Page;
  home: HomeContent;
  partners: PartnersContent;
  proof: CaseStudyProofData;
  /** The headline results of the case studies the content lists (`proof.results`). */
  results: ResultFigureData[];
  /** Each product's crop of its screen for a phone, by slug (its overview's tour). */
  phoneCrops: Record<ProductSlug, PhoneCrop>;
}

export function HomeBody({ page, home, partners, proof, results, phoneCrops }: HomePageProps) {
  const partnersHeadingId = useId();
  const { hero } = home;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={page.heading}
        intro={page.intro}
        actions={[hero.primary, hero.secondary]}
        image={hero.image}
      />

      <PageSection id="products" heading={home.products.heading} intro={home.products.intro}>
        <PictureRows
          headingLevel={3}
          rows={products.map((product) => ({
            id: product.slug,
            title: product.name,
            text: product.tagline,
            eyebrow: product.category,
            image: product.image,
            phoneCrop: phoneCrops[product.slug],
            links: [
              { label: navigation.productLinks.overview, href: product.overview, context: product.name },
              { label: navigation.productLinks.features, href: product.features, context: product.name },
            ],
          }))}
        />
      </PageSection>

      <PageSection id="proof" heading={home.proof.heading} renderLate>
        <ResultFigures results={results} />
        <CaseStudyProof proof={proof} figureAbove={results.some(({ slug }) => slug === proof.slug)} />
      </PageSection>

      <PageSection id="partners" headingId={partnersHeadingId} heading={partners.logoRow.heading} layout="centred" tinted renderLate>
        <PartnerLogoRow partners={partners} labelledBy={partnersHeadingId} />
      </PageSection>

      <PageSection id="audiences" heading={home.audiences.heading} intro={home.audiences.intro} renderLate>
        <CardGrid
          headingLevel={3}
          scrollerOnPhone
          cards={home.audiences.items.map((audience) => ({ ...audience, links: [audience.link] }))}
        />
      </PageSection>

      <CtaBand {...home.demo} />
    </>
  );
}
