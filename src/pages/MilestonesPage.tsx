import { PageHeader } from '../components/PageHeader/PageHeader';
import { milestones } from '../content/milestones';
import { usePage } from '../lib/pages';
import * as styles from './MilestonesPage.css';

/** Every milestone, oldest first, as one vertical timeline. */
export function MilestonesPage() {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className={styles.body}>
        <ol className={styles.timeline}>
          {milestones.milestones.map((milestone) => (
            <li key={milestone.id} className={styles.milestone} data-future={/^\d{4}$/.test(milestone.year) ? undefined : ''}>
              <h2 className={styles.title}>
                <span className={styles.year}>{milestone.year}</span> {milestone.title}
              </h2>
              <p className={styles.description}>{milestone.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
