import { CtaBand } from '../components/CtaBand/CtaBand';
import { IconCards } from '../components/IconCards/IconCards';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import { PageSection } from '../components/PageSection/PageSection';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import type { PartnersContent } from './about-content';

export function PartnersPage() {
  const page = usePage();
  const { partnership } = usePageContent<PartnersContent>();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />

      <PageSection id="partners" heading={partnership.logos.heading} intro={partnership.logos.intro}>
        <PartnerLogoRow labelledBy="partners-heading" />
      </PageSection>

      <PageSection id="reasons" heading={partnership.reasons.heading} intro={partnership.reasons.intro} alt>
        <IconCards items={partnership.reasons.items} />
      </PageSection>

      <CtaBand id="become-a-partner" heading={partnership.cta.heading} text={partnership.cta.text} link={partnership.cta.link} />
    </>
  );
}
