import { ContentLink } from '../components/ContentLink/ContentLink';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { TileGrid } from '../components/TileGrid/TileGrid';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import type { ProductFeaturesContent } from '../lib/productPages';
import * as styles from './ProductFeaturesPage.css';

/** A product's features: six cards and a call to action. */
export function ProductFeaturesPage() {
  const content = usePageContent<ProductFeaturesContent>();
  const page = usePage();
  const features = content;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        <p className={styles.back}>
          <ContentLink href={features.overviewLink.href}>{features.overviewLink.label}</ContentLink>
        </p>
      </PageHeader>
      <div className={styles.features}>
        <div className={styles.inner}>
          <TileGrid items={features.items} headingLevel={2} />
        </div>
      </div>
      <CtaBand id="features-cta" heading={features.cta.heading} text={features.cta.text} link={features.cta.link} />
    </>
  );
}
