import type { ReactNode } from 'react';
import { ContentImage } from '../components/ContentImage/ContentImage';
import { ContentLink } from '../components/ContentLink/ContentLink';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { MarkdownBody } from '../components/MarkdownBody/MarkdownBody';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { productNames, readingMinutes, ResourceCard, type ResourceSummary } from '../components/ResourceCard/ResourceCard';
import type { ContentHref, LibraryContent } from '../content/types';
import type { load } from '../content/resources';
import { formatDate } from '../lib/dates';
import { fill } from '../lib/fill';
import { products } from '../lib/products';
import type { ResourceType } from '../lib/resource-kinds';
import * as styles from './ResourceBodies.css';

type Entry = NonNullable<Awaited<ReturnType<typeof load>>>;
type Of<Type extends Entry['type']> = Extract<Entry, { type: Type }>;

interface ResourceBodyProps {
  entry: Entry;
  library: LibraryContent;
  authors: Array<{ name: string; role: string }>;
  related: ResourceSummary[];
}

/** A term and its value in an entry's facts. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function ProductLinks({ slugs }: { slugs: readonly string[] }) {
  const shown = products.filter((product) => slugs.includes(product.slug));
  return (
    <>
      {shown.map((product, index) => (
        <span key={product.slug}>
          {index > 0 ? ', ' : null}
          <ContentLink href={product.overview as ContentHref}>{product.name}</ContentLink>
        </span>
      ))}
    </>
  );
}

/** A part of an entry's page with its own h2. */
function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      {children}
    </section>
  );
}

function CaseStudyFacts({ entry, library }: { entry: Of<'case-study'>; library: LibraryContent }) {
  return (
    <aside className={styles.facts} aria-label={entry.customer.name}>
      <ContentImage image={entry.customer.logo} className={styles.logo} />
      <dl className={styles.factList}>
        <Fact term={library.caseStudy.industry}>{entry.customer.industry}</Fact>
        <Fact term={library.caseStudy.sites}>{entry.customer.sites}</Fact>
        <Fact term={library.caseStudy.products}>
          <ProductLinks slugs={entry.products} />
        </Fact>
      </dl>
    </aside>
  );
}

function CaseStudyResults({ entry, library }: { entry: Of<'case-study'>; library: LibraryContent }) {
  return (
    <>
      <section aria-label={library.caseStudy.results}>
        <ul className={styles.results}>
          {entry.results.map((result) => (
            <li key={result.measures} className={styles.result}>
              <span className={styles.resultValue}>{result.value}</span>
              <span className={styles.resultMeasures}>{result.measures}</span>
            </li>
          ))}
        </ul>
      </section>
      <figure className={styles.quote}>
        <blockquote className={styles.quoteText}>
          <p>“{entry.quote.text}”</p>
        </blockquote>
        <figcaption className={styles.quoteSource}>
          {entry.quote.name}, {entry.quote.role}
        </figcaption>
      </figure>
    </>
  );
}

function ModelCardParts({ entry, library }: { entry: Of<'model-card'>; library: LibraryContent }) {
  const labels = library.modelCard;
  return (
    <>
      <Part heading={labels.intendedUse}>
        <p>{entry.intendedUse}</p>
      </Part>
      <Part heading={labels.outOfScope}>
        <p>{entry.outOfScope}</p>
      </Part>
      <Part heading={labels.inputs}>
        <dl className={styles.factList}>
          {entry.inputs.map((input) => (
            <Fact key={input.name} term={input.name}>
              {input.description}
            </Fact>
          ))}
        </dl>
      </Part>
      <Part heading={labels.trainingData}>
        <p>{entry.trainingData}</p>
      </Part>
      <Part heading={labels.metrics}>
        <ul className={styles.results}>
          {entry.metrics.map((metric) => (
            <li key={metric.name} className={styles.result}>
              <span className={styles.resultValue}>{metric.value}</span>
              <span className={styles.resultMeasures}>
                <strong>{metric.name}</strong>: {metric.description}
              </span>
            </li>
          ))}
        </ul>
      </Part>
      <Part heading={labels.limits}>
        <ul className={styles.bulletList}>
          {entry.limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </Part>
    </>
  );
}

function ModelCardUpdates({ entry, library }: { entry: Of<'model-card'>; library: LibraryContent }) {
  return (
    <Part heading={library.modelCard.updates}>
      <dl className={styles.factList}>
        {entry.updates.map((update) => (
          <Fact key={update.version} term={`${fill(library.modelCard.version, { version: update.version })}, ${formatDate(update.date)}`}>
            {update.change}
          </Fact>
        ))}
      </dl>
    </Part>
  );
}

function DatasetParts({ entry, library }: { entry: Of<'dataset'>; library: LibraryContent }) {
  const labels = library.dataset;
  return (
    <>
      <p>
        <a href={entry.file.href} download>
          {fill(labels.download, { format: entry.file.format })}
        </a>
      </p>
      <Part heading={labels.columns}>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it. */}
        <table className={styles.table} tabIndex={0}>
          <thead>
            <tr>
              {[labels.column, labels.type, labels.unit, labels.description].map((header) => (
                <th key={header} scope="col" className={styles.cell}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entry.columns.map((column) => (
              <tr key={column.name}>
                <th scope="row" className={styles.cell}>
                  <code>{column.name}</code>
                </th>
                <td className={styles.cell}>{column.type}</td>
                <td className={styles.cell}>{column.unit ?? ''}</td>
                <td className={styles.cell}>{column.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
    </>
  );
}

/** What an entry's type adds above its text. */
function Lead({ entry, library }: { entry: Entry; library: LibraryContent }) {
  switch (entry.type) {
    case 'case-study':
      return <CaseStudyResults entry={entry} library={library} />;
    case 'whitepaper':
      return (
        <Part heading={library.whitepaper.abstract}>
          <p>{entry.abstract}</p>
        </Part>
      );
    case 'model-card':
      return <ModelCardParts entry={entry} library={library} />;
    case 'dataset':
      return <DatasetParts entry={entry} library={library} />;
    default:
      return null;
  }
}

/** The facts beside an entry's text: its dates, who wrote it, the products it concerns, and its type's own. */
function Facts({ entry, library, authors }: { entry: Entry; library: LibraryContent; authors: ResourceBodyProps['authors'] }) {
  if (entry.type === 'case-study') return <CaseStudyFacts entry={entry} library={library} />;
  return (
    <aside className={styles.facts} aria-label={library.kinds[entry.type as ResourceType].singular}>
      <dl className={styles.factList}>
        <Fact term={library.published}>
          <time dateTime={entry.published}>{formatDate(entry.published)}</time>
        </Fact>
        {entry.updated ? (
          <Fact term={library.updated}>
            <time dateTime={entry.updated}>{formatDate(entry.updated)}</time>
          </Fact>
        ) : null}
        {authors.length > 0 ? (
          <Fact term={library.authors}>
            {authors.map((author) => (
              <span key={author.name} className={styles.author}>
                {author.name}, {author.role}
              </span>
            ))}
          </Fact>
        ) : null}
        {entry.type === 'model-card' ? <Fact term={entry.model.name}>{fill(library.modelCard.version, { version: entry.model.version })}</Fact> : null}
        {entry.type === 'dataset' ? (
          <>
            <Fact term={library.dataset.licence}>
              <a href={entry.licence.href} rel="noopener noreferrer">
                {entry.licence.name}
              </a>
            </Fact>
            <Fact term={library.dataset.madeBy}>
              <code>{entry.madeBy}</code>
            </Fact>
          </>
        ) : null}
        <Fact term={library.caseStudy.products}>
          <ProductLinks slugs={entry.products} />
        </Fact>
      </dl>
    </aside>
  );
}

/**
 * One entry of the research library: its title and summary, what its type adds (a case study's results and quote,
 * a whitepaper's abstract, a model card's parts, a dataset's file and data dictionary), its text, the facts beside
 * it, then the newest entries on the same products and the closing band.
 */
export function ResourceBody({ entry, library, authors, related }: ResourceBodyProps) {
  const type = entry.type as ResourceType;
  const minutes = entry.type === 'article' || entry.type === 'whitepaper' ? fill(library.readingTime, { minutes: readingMinutes(entry.words) }) : undefined;
  return (
    <>
      <PageHero eyebrow={library.kinds[type].singular} heading={entry.title} intro={entry.summary} />
      <PageSection id="entry">
        <div className={styles.entry}>
          <div className={styles.main}>
            <p className={styles.meta}>
              <time dateTime={entry.published}>{formatDate(entry.published)}</time>
              {authors.length > 0 ? <span>{fill(library.byline, { names: authors.map((author) => author.name).join(' and ') })}</span> : null}
              {minutes ? <span>{minutes}</span> : null}
              <span>{productNames(entry.products).join(', ')}</span>
            </p>
            <Lead entry={entry} library={library} />
            <MarkdownBody body={entry.body} />
            {entry.type === 'model-card' ? <ModelCardUpdates entry={entry} library={library} /> : null}
          </div>
          <Facts entry={entry} library={library} authors={authors} />
        </div>
      </PageSection>
      {related.length > 0 ? (
        <PageSection id="related" heading={library.related} tinted renderLate>
          {/* Other entries' summaries: the site search finds them on their own pages, not on every page that lists them. */}
          <ul className={styles.cards} data-pagefind-ignore="">
            {related.map((other) => (
              <li key={other.slug}>
                <ResourceCard entry={other} library={library} headingLevel={3} />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <CtaBand {...library.cta} />
    </>
  );
}
