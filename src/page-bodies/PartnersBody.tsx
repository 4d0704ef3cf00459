import { useId } from 'react';
import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import type { Page, PartnersContent, PartnershipContent } from '../content/types';

export function PartnersBody({ page, partnership, partners }: { page: Page; partnership: PartnershipContent; partners: PartnersContent }) {
  const partnersHeadingId = useId();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <PageSection id="partners" headingId={partnersHeadingId} heading={partnership.logos.heading} intro={partnership.logos.intro} layout="centred">
        <PartnerLogoRow partners={partners} labelledBy={partnersHeadingId} />
      </PageSection>

      <PageSection id="reasons" heading={partnership.reasons.heading} intro={partnership.reasons.intro} tinted renderLate>
        <CardGrid cards={partnership.reasons.items} headingLevel={3} />
      </PageSection>

      <CtaBand {...partnership.cta} />
    </>
  );
}
