import type { ContentHref } from '../../content/types';
import { resourcePath } from '../../lib/resource-kinds';
import { visuallyHidden } from '../../styles/layout.css';
import { ContentImage, type ContentImageSource } from '../ContentImage/ContentImage';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './CaseStudyProof.css';

/** What the proof shows of one case study of content/resources/: src/lib/case-study-proof.ts takes it from the entry. */
export interface CaseStudyProofData {
  /** The case study's title, read after the link's words by screen readers. */
  title: string;
  /**
   * Its file name in content/resources/, which gives its page's address. The address is made here rather than in the
   * loader: this component's chunk shares resource-kinds.ts with the links of every page (through ContentLink), where
   * the loader's module would have split it into a chunk of its own, a request more on every page.
   */
  slug: string;
  /** The customer's logo. */
  logo: ContentImageSource;
  /** Its first result: the headline figure and what it measures. */
  headline: { value: string; measures: string };
  quote: { text: string; name: string; role: string };
  /** The link's words (content/library.yaml). */
  linkLabel: string;
}

/**
 * One customer's proof, inside a page's section (the home page, a product's overview): the logo, the headline figure
 * large with what it measures, the customer's words with the person who said them, and a link to the whole story.
 * Every word and number is the case study's own, so the figure a visitor reads here is the one on its page.
 * `figureAbove`: the page shows this customer's figure just above, in a band of results (ResultFigures), so the proof
 * leaves it out.
 */
export function CaseStudyProof({ proof, figureAbove = false }: { proof: CaseStudyProofData; figureAbove?: boolean }) {
  const { headline, quote } = proof;
  return (
    <div className={styles.proof({ figure: figureAbove ? 'above' : 'shown' })}>
      <p className={styles.headline}>
        <ContentImage image={proof.logo} loading="lazy" />
        {figureAbove ? null : (
          <>
            <strong>{headline.value}</strong> {headline.measures}
          </>
        )}
      </p>
      <figure className={styles.quote}>
        <blockquote>
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption>
          <b>{quote.name}</b>, {quote.role}
        </figcaption>
      </figure>
      <p className={styles.more}>
        <ContentLink href={resourcePath({ type: 'case-study', slug: proof.slug }) as ContentHref}>
          {proof.linkLabel}
          <span className={visuallyHidden}> – {proof.title}</span>
        </ContentLink>
      </p>
    </div>
  );
}
