import { useId } from 'react';
import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import type { Page, PartnersContent, PricingContent } from '../content/types';

/** Pricing: custom quotes, no fixed tiers, no hidden costs; what a package includes and how a quote is made. */
export function PricingBody({ page, pricing, partners }: { page: Page; pricing: PricingContent; partners: PartnersContent }) {
  const partnersHeadingId = useId();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} actions={[pricing.hero.button]} note={pricing.hero.note} />

      <PageSection id="partners" headingId={partnersHeadingId} heading={partners.logoRow.heading} layout="centred" tinted>
        <PartnerLogoRow partners={partners} labelledBy={partnersHeadingId} />
      </PageSection>

      <PageSection id="included" heading={pricing.cards.heading} renderLate>
        <CardGrid cards={pricing.cards.items} headingLevel={3} />
      </PageSection>

      <PageSection id="quote" heading={pricing.steps.heading} tinted renderLate>
        <CardGrid cards={pricing.steps.items} headingLevel={3} look="numbered" />
      </PageSection>

      <CtaBand {...pricing.cta} />
    </>
  );
}
