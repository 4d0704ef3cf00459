import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { Timeline } from '../components/Timeline/Timeline';
import type { MilestonesContent, Page } from '../content/types';

/** Every milestone, oldest first, as one vertical timeline. */
export function MilestonesBody({ page, milestones }: { page: Page; milestones: MilestonesContent }) {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="timeline" layout="centred">
        <Timeline milestones={milestones.milestones} headingLevel={2} />
      </PageSection>
      <CtaBand {...milestones.cta} />
    </>
  );
}
