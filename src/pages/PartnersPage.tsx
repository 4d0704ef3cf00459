import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import type { PartnersContent, PartnershipContent } from '../content/types';
import type { Page } from '../lib/pages';

export function PartnersPage({ page, partnership, partners }: { page: Page; partnership: PartnershipContent; partners: PartnersContent }) {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <PageSection id="partners" heading={partnership.logos.heading} intro={partnership.logos.intro}>
        <PartnerLogoRow partners={partners} labelledBy="partners-heading" />
      </PageSection>

      <PageSection id="reasons" heading={partnership.reasons.heading} intro={partnership.reasons.intro} tinted>
        <CardGrid cards={partnership.reasons.items.map((item) => ({ ...item, text: item.description }))} headingLevel={3} />
      </PageSection>

      <CtaBand id="become-a-partner" heading={partnership.cta.heading} text={partnership.cta.text} link={partnership.cta.link} />
    </>
  );
}
