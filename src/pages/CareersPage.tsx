import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { ContentLink } from '../components/ContentLink/ContentLink';
import { IconCards } from '../components/IconCards/IconCards';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { PhotoMarquee } from '../components/PhotoMarquee/PhotoMarquee';
import { PageSection } from '../components/PageSection/PageSection';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import type { CareersContent } from './about-content';
import * as styles from './AboutPages.css';

export function CareersPage() {
  const page = usePage();
  const { careers, values } = usePageContent<CareersContent>();
  const { hero, fraud, openPositions } = careers;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <div className={styles.actions}>
          <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
          <ButtonLink href={hero.secondary.href} variant="secondary">
            {hero.secondary.label}
          </ButtonLink>
        </div>
      </PageHeader>

      <div className={styles.marqueeSection}>
        <PhotoMarquee photos={careers.photos} />
      </div>

      <PageSection id="values" heading={careers.values.heading} intro={careers.values.intro} alt>
        <IconCards items={values.values} />
      </PageSection>

      <PageSection id="benefits" heading={careers.benefits.heading} intro={careers.benefits.intro}>
        <ul className={styles.benefits}>
          {careers.benefits.items.map((benefit) => (
            <li key={benefit.id} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id={openPositions.id} heading={openPositions.heading} alt>
        <div className={styles.prose}>
          <p>{openPositions.text}</p>
          <p>
            {openPositions.apply.text} <ContentLink href={openPositions.apply.href}>{openPositions.apply.label}</ContentLink>.
          </p>
        </div>
        <aside className={styles.notice} aria-labelledby="fraud-heading">
          <h3 id="fraud-heading" className={styles.noticeHeading}>
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
    </>
  );
}
