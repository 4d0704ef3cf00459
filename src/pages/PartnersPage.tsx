import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import type { PartnersContent } from './about-content';

export function PartnersPage() {
  const page = usePage();
  const { partnership } = usePageContent<PartnersContent>();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <PageSection id="partners" heading={partnership.logos.heading} intro={partnership.logos.intro}>
        <PartnerLogoRow labelledBy="partners-heading" />
      </PageSection>

      <PageSection id="reasons" heading={partnership.reasons.heading} intro={partnership.reasons.intro} tinted>
        <CardGrid cards={partnership.reasons.items.map((item) => ({ ...item, text: item.description }))} headingLevel={3} />
      </PageSection>

      <CtaBand id="become-a-partner" heading={partnership.cta.heading} text={partnership.cta.text} link={partnership.cta.link} />
    </>
  );
}
