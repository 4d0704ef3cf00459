import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { CardGrid } from '../components/CardGrid/CardGrid';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { HeroVideo } from '../components/HeroVideo/HeroVideo';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { Timeline } from '../components/Timeline/Timeline';
import type { CompanyContent, MilestonesContent, Page, ValuesContent } from '../content/types';

interface CompanyOverviewPageProps {
  page: Page;
  company: CompanyContent;
  values: ValuesContent;
  milestones: MilestonesContent;
}

export function CompanyOverviewBody({ page, company, values, milestones }: CompanyOverviewPageProps) {
  const { hero } = company;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={page.heading}
        intro={page.intro}
        actions={[hero.primary, hero.secondary]}
        player={<HeroVideo video={hero.video} />}
      />

      <PageSection id="values" heading={company.values.heading} intro={company.values.intro}>
        <CardGrid cards={values.values} headingLevel={3} />
      </PageSection>

      <PageSection id="careers" heading={company.careers.heading} intro={company.careers.text} layout="centred" tinted renderLate>
        <p>
          <ButtonLink href={company.careers.link.href}>{company.careers.link.label}</ButtonLink>
        </p>
      </PageSection>

      <PageSection id="history" heading={company.timeline.heading} intro={company.timeline.intro} layout="split" renderLate>
        <Timeline
          milestones={milestones.milestones}
          headingLevel={3}
          more={{ initiallyShown: milestones.initiallyShown, label: milestones.loadMoreLabel, shownMessage: company.timeline.shownMessage }}
        />
      </PageSection>

      <CtaBand {...company.demo} />
    </>
  );
}
