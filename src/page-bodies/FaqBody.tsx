import { CtaBand } from '../components/CtaBand/CtaBand';
import { FaqList } from '../components/FaqList/FaqList';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import type { FaqContent, Page } from '../content/types';

export function FaqBody({ page, faq }: { page: Page; faq: FaqContent }) {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="questions" layout="centred">
        <FaqList items={faq.items} />
      </PageSection>
      <CtaBand {...faq.contact} />
    </>
  );
}
