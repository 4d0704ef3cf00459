import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { HeroVideo } from '../components/HeroVideo/HeroVideo';
import { IconCards } from '../components/IconCards/IconCards';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { Timeline } from '../components/Timeline/Timeline';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import type { CompanyOverviewContent } from './about-content';
import * as styles from './AboutPages.css';

export function CompanyOverviewPage() {
  const page = usePage();
  const { company, values, milestones } = usePageContent<CompanyOverviewContent>();
  const { hero } = company;
  return (
    <>
      <PageHero
        headingId="company-heading"
        eyebrow={hero.eyebrow}
        heading={page.heading}
        intro={page.intro}
        actions={
          <>
            <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        media={<HeroVideo video={hero.video} />}
        mediaWide
      />

      <PageSection id="values" heading={company.values.heading} intro={company.values.intro}>
        <IconCards items={values.values} />
      </PageSection>

      <PageSection id="careers" heading={company.careers.heading} alt>
        <div className={styles.invitation}>
          <p className={styles.lead}>{company.careers.text}</p>
          <ButtonLink href={company.careers.link.href}>{company.careers.link.label}</ButtonLink>
        </div>
      </PageSection>

      <PageSection id="history" heading={company.timeline.heading} intro={company.timeline.intro}>
        <Timeline
          milestones={milestones.milestones}
          initiallyShown={milestones.initiallyShown}
          loadMoreLabel={milestones.loadMoreLabel}
          shownMessage={company.timeline.shownMessage}
        />
      </PageSection>

      <CtaBand id="demo" heading={company.demo.heading} text={company.demo.text} link={company.demo.link} />
    </>
  );
}
