import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { ContentLink } from '../components/ContentLink/ContentLink';
import { home } from '../content/home';
import { milestones } from '../content/milestones';
import { navigation } from '../content/navigation';
import { products } from '../content/products';
import { getPage } from '../lib/pages';
import { visuallyHidden } from '../styles/layout.css';
import * as styles from './HomePage.css';

function latestDatedMilestones(count: number) {
  return milestones.milestones.filter((milestone) => /^\d{4}$/.test(milestone.year)).slice(-count);
}

export function HomePage() {
  const page = getPage('/');
  const { hero } = home;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{hero.eyebrow}</p>
            <h1 id="home-heading" className={styles.heroHeading}>
              {page.heading}
            </h1>
            <p className={styles.lead}>{page.intro}</p>
            <div className={styles.actions}>
              <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
              <ButtonLink href={hero.secondary.href} variant="secondary">
                {hero.secondary.label}
              </ButtonLink>
            </div>
          </div>
          <img
            className={styles.heroImage}
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            fetchPriority="high"
          />
        </div>
      </section>

      <section id="products" className={styles.section} aria-labelledby="products-heading">
        <div className={styles.sectionInner}>
          <div className={styles.sectionHeader}>
            <h2 id="products-heading" className={styles.sectionHeading}>
              {home.products.heading}
            </h2>
            <p className={styles.sectionIntro}>{home.products.intro}</p>
          </div>
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
        </div>
      </section>

      <section className={styles.sectionAlt} aria-labelledby="audiences-heading">
        <div className={styles.sectionInner}>
          <div className={styles.sectionHeader}>
            <h2 id="audiences-heading" className={styles.sectionHeading}>
              {home.audiences.heading}
            </h2>
            <p className={styles.sectionIntro}>{home.audiences.intro}</p>
          </div>
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
        </div>
      </section>

      <section className={styles.section} aria-labelledby="milestones-heading">
        <div className={styles.sectionInner}>
          <div className={styles.sectionHeader}>
            <h2 id="milestones-heading" className={styles.sectionHeading}>
              {home.milestones.heading}
            </h2>
            <p className={styles.sectionIntro}>{home.milestones.intro}</p>
          </div>
          <ol className={styles.timeline}>
            {latestDatedMilestones(home.milestones.count).map((milestone) => (
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
        </div>
      </section>

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
