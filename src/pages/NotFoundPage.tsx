import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { notFound } from '../content/not-found';
import { documentTitle } from '../lib/pages';
import * as styles from './NotFoundPage.css';

export function NotFoundPage() {
  const { title, description, heading, intro, links } = notFound;
  return (
    <PageHeader heading={heading} intro={intro}>
      {/* No route matched, so no route head applies: React places these tags in the document head. */}
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
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
