import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { PageSection } from '../components/PageSection/PageSection';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import { TileGrid } from '../components/TileGrid/TileGrid';
import type { PricingContent } from '../content/types';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import * as styles from './PricingPage.css';

/** Pricing: custom quotes, no fixed tiers, no hidden costs; what a package includes and how a quote is made. */
export function PricingPage() {
  const page = usePage();
  const pricing = usePageContent<PricingContent>();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <div className={styles.heroActions}>
          <ButtonLink href={pricing.hero.button.href}>{pricing.hero.button.label}</ButtonLink>
          <p className={styles.note}>{pricing.hero.note}</p>
        </div>
      </PageHeader>

      <div className={styles.partners}>
        <div className={styles.partnersInner}>
          <PartnerLogoRow />
        </div>
      </div>

      <PageSection id="included" heading={pricing.cards.heading}>
        <TileGrid items={pricing.cards.items} headingLevel={3} />
      </PageSection>

      <PageSection id="quote" heading={pricing.steps.heading} alt>
        <ol className={styles.steps}>
          {pricing.steps.items.map((step) => (
            <li key={step.id} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <CtaBand id="pricing-cta" heading={pricing.cta.heading} text={pricing.cta.text} link={pricing.cta.link} />
    </>
  );
}
