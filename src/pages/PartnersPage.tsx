import { CtaBand } from '../components/CtaBand/CtaBand';
import { IconCards } from '../components/IconCards/IconCards';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { Section } from '../components/Section/Section';
import { partners } from '../content/partners';
import { getPage } from '../lib/pages';

export function PartnersPage() {
  const page = getPage('/about-us/partners-and-affiliates');
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />

      <Section id="reasons" heading={partners.reasons.heading} intro={partners.reasons.intro} alt>
        <IconCards items={partners.reasons.items} />
      </Section>

      <CtaBand id="become-a-partner" heading={partners.cta.heading} text={partners.cta.text} link={partners.cta.link} />
    </>
  );
}
