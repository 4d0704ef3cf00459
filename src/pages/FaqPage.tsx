import { CtaBand } from '../components/CtaBand/CtaBand';
import { FaqList } from '../components/FaqList/FaqList';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { faq } from '../content/faq';
import { usePage } from '../lib/pages';

export function FaqPage() {
  const page = usePage();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="questions">
        <FaqList />
      </PageSection>
      <CtaBand id="faq-contact" heading={faq.contact.heading} text={faq.contact.text} link={faq.contact.link} />
    </>
  );
}
