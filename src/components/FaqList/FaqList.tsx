import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { FaqContent } from '../../content/types';
import { Icon } from '../Icon/Icon';
import * as styles from './FaqList.css';

/**
 * The questions as an accordion (APG disclosure pattern): all closed at first, at most one open, pressing the
 * open one closes it. Without JavaScript every answer is shown under its question.
 */
export function FaqList({ items }: { items: FaqContent['items'] }) {
  return (
    <DisclosureGroup className={styles.group}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={2} className={styles.question}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.question}</span>
              <Icon name="chevronDown" className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel>
            <Answer paragraphs={item.answer} />
          </DisclosurePanel>
          {/* The panel is rendered closed, hidden from sight and from screen readers; without JavaScript nothing
              would open it, so the answer is there a second time for that case only. */}
          <noscript>
            <Answer paragraphs={item.answer} />
          </noscript>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

function Answer({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className={styles.answer}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
