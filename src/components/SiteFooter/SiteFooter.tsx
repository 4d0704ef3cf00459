import { useId } from 'react';
import { navigation, site } from '../../lib/shell-content';
import { isSection } from '../../lib/navigation';
import { officesByAddress } from '../../lib/offices';
import { products } from '../../lib/products';
import { ContentLink } from '../ContentLink/ContentLink';
import { renderLate } from '../../styles/render-late.css';
import * as styles from './SiteFooter.css';

function salesMailto(): string {
  const query = new URLSearchParams({ subject: site.salesMail.subject, body: site.salesMail.body });
  // Mail clients read + literally; mailto bodies need %20 for spaces.
  return `mailto:${site.emails.sales}?${query.toString().replaceAll('+', '%20')}`;
}

/** Every section of the navigation with its pages, so the footer doubles as a sitemap. */
function footerSections() {
  return navigation.items.flatMap((item) => {
    if (!isSection(item)) return [];
    const productLinks = item.showProducts
      ? [
          ...products.map((product) => ({ label: product.name, href: product.overview })),
          navigation.productLinks.pricing,
        ]
      : [];
    const pageLinks = item.entries.flatMap((entry) => ('href' in entry ? [entry] : []));
    return [{ id: item.id, label: item.label, links: [...productLinks, ...pageLinks] }];
  });
}

/** Where the mobile menu control leads before the page's script has loaded: the first of the footer's navigations. */
export const footerNavigationId = 'site-navigation';

export function SiteFooter() {
  const companyHeadingId = useId();
  const socialHeadingId = useId();
  return (
    <footer className={styles.footer} data-inverse="">
      <div className={styles.inner} {...renderLate}>
        <section className={styles.company} aria-labelledby={companyHeadingId}>
          <h2 id={companyHeadingId} className={styles.brand}>
            <img className={styles.mark} src={site.mark.src} alt="" width={site.mark.width} height={site.mark.height} loading="lazy" />
            {site.legalName}
          </h2>
          <div className={styles.facts}>
            {officesByAddress(site.offices).map((place) => (
              <address key={place.name} className={styles.fact}>
                <strong className={styles.factLabel}>{place.name}</strong>
                {place.address.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
            ))}
            <p className={styles.fact}>
              <span className={styles.factLabel}>{site.footer.phoneLabel}</span>
              <a className={`${styles.link} ${styles.line}`} href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>
            </p>
            <p className={styles.fact}>
              <span className={styles.factLabel}>{site.footer.salesLabel}</span>
              {/* The address once: it opens a message to sales already started. */}
              <a className={`${styles.link} ${styles.line}`} href={salesMailto()}>
                {site.emails.sales}
              </a>
            </p>
          </div>
        </section>
        <div className={styles.sections}>
          {footerSections().map((section, index) => (
            <nav
              key={section.id}
              id={index === 0 ? footerNavigationId : undefined}
              className={styles.section}
              aria-labelledby={`footer-${section.id}`}
            >
              <h2 id={`footer-${section.id}`} className={styles.heading}>
                {section.label}
              </h2>
              <ul className={styles.list}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <ContentLink className={styles.link} href={link.href}>
                      {link.label}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section className={styles.section} aria-labelledby={socialHeadingId}>
            <h2 id={socialHeadingId} className={styles.heading}>
              {site.footer.socialHeading}
            </h2>
            <ul className={styles.list}>
              {site.social.map((profile) => (
                <li key={profile.id}>
                  <ContentLink className={styles.link} href={profile.href} newTab>
                    {profile.label}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className={styles.bottom}>
          © {site.copyright.year} {site.legalName}. {site.footer.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
