import { useId } from 'react';
import type { PricingContent } from '../../content/types';
import * as styles from './QuoteBreakdown.css';

type Quote = PricingContent['quote'];

/**
 * How a quote comes together: what it depends on, beside one customer's example quote whose lines are those same
 * factors, each labelled with its factor's title (written once, in the factors). A quote, not a price list: the
 * example says what is quoted and what the price covers, never a figure (the site has no fixed tiers).
 */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const { factors, example } = quote;
  const customerId = useId();
  const titleOf = (id: string) => factors.find((factor) => factor.id === id)?.title ?? id;
  return (
    <div className={styles.breakdown}>
      <ol className={styles.factors}>
        {factors.map((factor) => (
          <li key={factor.id} className={styles.factor}>
            <h3 className={styles.factorTitle}>{factor.title}</h3>
            <p>{factor.text}</p>
          </li>
        ))}
      </ol>
      <article className={styles.example} aria-labelledby={customerId} data-example-quote="">
        <header className={styles.exampleHeader}>
          <p className={styles.label}>{example.label}</p>
          <h3 id={customerId} className={styles.customer}>
            {example.customer}
          </h3>
          <p className={styles.summary}>{example.summary}</p>
        </header>
        <dl className={styles.lines}>
          {example.lines.map((line) => (
            <div key={line.factor} className={styles.line}>
              <dt>{titleOf(line.factor)}</dt>
              <dd>{line.detail}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>{example.totalLabel}</dt>
            <dd>{example.total}</dd>
          </div>
        </dl>
        <p className={styles.note}>{example.note}</p>
      </article>
    </div>
  );
}
