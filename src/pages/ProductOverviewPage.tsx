import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { TileGrid } from '../components/TileGrid/TileGrid';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import { productOf, type ProductOverviewContent } from '../lib/productPages';
import * as styles from './ProductOverviewPage.css';

/** A product's landing page: hero, four capability tiles, who it is for, and a call to action. */
export function ProductOverviewPage() {
  const content = usePageContent<ProductOverviewContent>();
  const page = usePage();
  const product = productOf(content);
  const overview = content;
  return (
    <>
      <PageHero
        headingId="product-heading"
        eyebrow={overview.audience}
        heading={page.heading}
        tagline={product.tagline}
        intro={page.intro}
        actions={<ButtonLink href={overview.explore.href}>{overview.explore.label}</ButtonLink>}
        media={
          <img
            className={styles.heroImage}
            src={product.image}
            alt={overview.imageAlt}
            width={480}
            height={320}
            fetchPriority="high"
          />
        }
      />

      <PageSection id="capabilities" heading={overview.capabilities.heading} intro={overview.capabilities.intro}>
        <TileGrid items={overview.capabilities.items} headingLevel={3} size="narrow" />
      </PageSection>

      <PageSection id="audiences" heading={overview.audiences.heading} alt>
        <ul className={styles.audiences}>
          {overview.audiences.items.map((audience) => (
            <li key={audience.id} className={styles.audience}>
              <h3 className={styles.audienceTitle}>{audience.title}</h3>
              <p>{audience.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="product-cta" heading={overview.cta.heading} text={overview.cta.text} link={overview.cta.link} />
    </>
  );
}
