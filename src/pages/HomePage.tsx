import type { ReactNode } from 'react';
import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { ContentLink } from '../components/ContentLink/ContentLink';
import { PageHero } from '../components/PageHero/PageHero';
import { PartnerLogoRow } from '../components/PartnerLogoRow/PartnerLogoRow';
import { navigation } from '../content/navigation';
import { products } from '../content/products';
import { usePageContent } from '../lib/page-content';
import { usePage } from '../lib/pages';
import type { HomeContent } from './home-content';
import { visuallyHidden } from '../styles/layout.css';
import * as styles from './HomePage.css';

interface HomeSectionProps {
  id: string;
  heading: string;
  intro: string;
  /** The tinted background, to set a section apart from its neighbours. */
  alt?: boolean;
  children: ReactNode;
}

function HomeSection({ id, heading, intro, alt = false, children }: HomeSectionProps) {
  return (
    <section id={id} className={alt ? styles.sectionAlt : styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionInner}>
        <div className={styles.sectionHeader}>
          <h2 id={`${id}-heading`} className={styles.sectionHeading}>
            {heading}
          </h2>
          <p className={styles.sectionIntro}>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

export function HomePage() {
  const page = usePage();
  const { home, latestMilestones } = usePageContent<HomeContent>();
  const { hero } = home;
  return (
    <>
      <PageHero
        headingId="home-heading"
        eyebrow={hero.eyebrow}
        heading={page.heading}
        intro={page.intro}
        actions={
          <>
            <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        media={
          <img
            className={styles.heroImage}
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            fetchPriority="high"
          />
        }
      />

      <HomeSection id="products" heading={home.products.heading} intro={home.products.intro}>
        <ul className={styles.cardGrid}>
          {products.products.map((product) => (
            <li key={product.id} className={styles.card}>
              <img className={styles.cardImage} src={product.image} alt="" width={480} height={320} loading="lazy" />
              <div className={styles.cardBody}>
                <p className={styles.cardCategory}>{product.category}</p>
                <h3 className={styles.cardTitle}>{product.name}</h3>
                <p>{product.tagline}</p>
                <p className={styles.cardLinks}>
                  <ContentLink href={product.overview}>
                    {navigation.productLinks.overview}
                    <span className={visuallyHidden}> {product.name}</span>
                  </ContentLink>
                  <ContentLink href={product.features}>
                    {navigation.productLinks.features}
                    <span className={visuallyHidden}> {product.name}</span>
                  </ContentLink>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>

      <div className={styles.partners}>
        <div className={styles.partnersInner}>
          <PartnerLogoRow />
        </div>
      </div>

      <HomeSection id="audiences" heading={home.audiences.heading} intro={home.audiences.intro} alt>
        <ul className={styles.cardGrid}>
          {home.audiences.items.map((audience) => (
            <li key={audience.id} className={styles.audience}>
              <img className={styles.audienceIcon} src={audience.icon} alt="" width={48} height={48} loading="lazy" />
              <h3 className={styles.audienceTitle}>{audience.title}</h3>
              <p>{audience.text}</p>
              <ContentLink href={audience.link.href}>{audience.link.label}</ContentLink>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="milestones" heading={home.milestones.heading} intro={home.milestones.intro}>
        <ol className={styles.timeline}>
          {latestMilestones.map((milestone) => (
            <li key={milestone.id} className={styles.milestone}>
              <p className={styles.milestoneYear}>{milestone.year}</p>
              <h3 className={styles.audienceTitle}>{milestone.title}</h3>
              <p>{milestone.description}</p>
            </li>
          ))}
        </ol>
        <p>
          <ContentLink href={home.milestones.link.href}>{home.milestones.link.label}</ContentLink>
        </p>
      </HomeSection>

      <section className={styles.demo} aria-labelledby="demo-heading" data-inverse="">
        <div className={styles.demoInner}>
          <h2 id="demo-heading">{home.demo.heading}</h2>
          <p>{home.demo.text}</p>
          <ButtonLink href={home.demo.link.href} variant="inverse">
            {home.demo.link.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
