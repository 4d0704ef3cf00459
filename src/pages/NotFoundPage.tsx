import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { pages } from '../content/pages';
import * as styles from './NotFoundPage.css';

export function NotFoundPage() {
  const { heading, intro, links } = pages.notFound;
  return (
    <PageHeader heading={heading} intro={intro}>
      <ul className={styles.links}>
        {links.map((link, index) => (
          <li key={link.href}>
            <ButtonLink href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </PageHeader>
  );
}
