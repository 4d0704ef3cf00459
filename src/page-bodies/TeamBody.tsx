import { CardGrid } from '../components/CardGrid/CardGrid';
import { ContentImage } from '../components/ContentImage/ContentImage';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { TeamCarousel } from '../components/TeamCarousel/TeamCarousel';
import * as styles from './AboutBodies.css';
import type { Page, TeamContent } from '../content/types';

export function TeamBody({ page, team }: { page: Page; team: TeamContent }) {
  const { director } = team;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <PageSection id="director" heading={director.heading}>
        <div className={styles.director}>
          <ContentImage className={styles.portrait} image={director.portrait} />
          {/* The director's own words, signed with the name and role under them. */}
          <figure className={styles.message}>
            <blockquote className={styles.messageText}>
              {director.message.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </blockquote>
            <figcaption className={styles.signature}>
              <span className={styles.personName}>{director.name}</span>
              <span className={styles.personRole}>{director.role}</span>
            </figcaption>
          </figure>
        </div>
      </PageSection>

      <PageSection id="team" heading={team.carousel.heading} intro={team.carousel.intro} tinted renderLate>
        <TeamCarousel carousel={team.carousel} />
      </PageSection>

      <PageSection id="departments" heading={team.departments.heading} intro={team.departments.intro} renderLate>
        <CardGrid cards={team.departments.items} headingLevel={3} maxColumns={4} />
      </PageSection>

      <CtaBand {...team.join} />
    </>
  );
}
