import { useId } from 'react';
import { CardGrid } from '../components/CardGrid/CardGrid';
import { ContentLink } from '../components/ContentLink/ContentLink';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { PhotoMarquee } from '../components/PhotoMarquee/PhotoMarquee';
import * as styles from './AboutBodies.css';
import type { CareersContent, Page, ValuesContent } from '../content/types';

export function CareersBody({ page, careers, values }: { page: Page; careers: CareersContent; values: ValuesContent }) {
  const fraudHeadingId = useId();
  const { hero, fraud, openPositions } = careers;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} actions={[hero.primary, hero.secondary]} />

      <div className={styles.photos}>
        <PhotoMarquee photos={careers.photos} />
      </div>

      <PageSection id="values" heading={careers.values.heading} intro={careers.values.intro} tinted renderLate>
        <CardGrid cards={values.values} headingLevel={3} />
      </PageSection>

      <PageSection id="benefits" heading={careers.benefits.heading} intro={careers.benefits.intro} renderLate>
        <CardGrid
          cards={careers.benefits.items}
          headingLevel={3}
          maxColumns={4}
          look="ruled"
        />
      </PageSection>

      <PageSection id={openPositions.id} heading={openPositions.heading} layout="split" tinted renderLate>
        <div className={styles.prose}>
          <p>{openPositions.text}</p>
          <p>
            {openPositions.apply.text} <ContentLink href={openPositions.apply.href}>{openPositions.apply.label}</ContentLink>.
          </p>
        </div>
        <aside className={styles.notice} aria-labelledby={fraudHeadingId}>
          <h3 id={fraudHeadingId} className={styles.noticeHeading}>
            {fraud.heading}
          </h3>
          {fraud.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            {fraud.report.text} <ContentLink href={fraud.report.href}>{fraud.report.label}</ContentLink>.
          </p>
        </aside>
      </PageSection>

      <CtaBand {...careers.cta} />
    </>
  );
}
