import { CardGrid } from '../components/CardGrid/CardGrid';
import { CaseStudyProof, type CaseStudyProofData } from '../components/CaseStudyProof/CaseStudyProof';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { QuestionList } from '../components/QuestionList/QuestionList';
import { QuoteBreakdown } from '../components/QuoteBreakdown/QuoteBreakdown';
import type { FaqContent, Page, PricingContent } from '../content/types';

interface PricingPageProps {
  page: Page;
  pricing: PricingContent;
  /** The FAQ's questions that pricing.yaml names, in its order. */
  questions: FaqContent['items'];
  proof: CaseStudyProofData;
}

/**
 * Pricing: custom quotes, no fixed tiers, no hidden costs. What a quote depends on with an example, what every
 * package includes, the steps to a quote, a customer's result, the pricing questions and the call to sales.
 */
export function PricingBody({ page, pricing, questions, proof }: PricingPageProps) {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} actions={[pricing.hero.button]} note={pricing.hero.note} />

      <PageSection id="quote" heading={pricing.quote.heading} intro={pricing.quote.intro}>
        <QuoteBreakdown quote={pricing.quote} />
      </PageSection>

      <PageSection id="included" heading={pricing.cards.heading} tinted renderLate>
        <CardGrid cards={pricing.cards.items} headingLevel={3} />
      </PageSection>

      <PageSection id="steps" heading={pricing.steps.heading} renderLate>
        <CardGrid cards={pricing.steps.items} headingLevel={3} look="numbered" />
      </PageSection>

      <PageSection id="proof" heading={pricing.proof.heading} tinted renderLate>
        <CaseStudyProof proof={proof} />
      </PageSection>

      <PageSection id="questions" heading={pricing.questions.heading} renderLate>
        <QuestionList questions={questions} link={pricing.questions.link} />
      </PageSection>

      <CtaBand {...pricing.cta} />
    </>
  );
}
