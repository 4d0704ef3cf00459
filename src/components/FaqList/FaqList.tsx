import { memo, useRef } from 'react';
import type { FaqContent } from '../../content/types';
import { useDisclosureGroup, useButtonDisclosure } from '../../lib/disclosure';
import { Icon } from '../Icon/Icon';
import * as styles from './FaqList.css';

type Item = FaqContent['items'][number];

/**
 * The questions as an accordion (APG accordion: a heading holding a button that shows or hides its panel), with
 * React Aria's disclosure group: all closed at first, at most one open, pressing the open one closes it. A closed
 * answer is `hidden="until-found"`, so the browser's find in page opens the one that holds the match.
 * React Aria's hooks on native buttons (lib/disclosure.ts): each item is memoised and gets only whether it is open, so
 * a press re-renders the item it opens and the one it closes.
 * Without JavaScript every answer is shown under its question.
 */
export function FaqList({ items }: { items: FaqContent['items'] }) {
  const { expandedKeys, toggle } = useDisclosureGroup();
  return (
    <div className={styles.group}>
      {items.map((item) => (
        <FaqItem key={item.id} item={item} isExpanded={expandedKeys.has(item.id)} onToggle={toggle} />
      ))}
    </div>
  );
}

interface FaqItemProps {
  item: Item;
  isExpanded: boolean;
  onToggle: (id: string) => void;
}

const FaqItem = memo(function FaqItem({ item, isExpanded, onToggle }: FaqItemProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { triggerProps, panelProps } = useButtonDisclosure(isExpanded, () => onToggle(item.id), panelRef);
  return (
    <div className={styles.item}>
      <h2 className={styles.question}>
        <button type="button" className={styles.trigger} {...triggerProps}>
          <span>{item.question}</span>
          <Icon name="chevronDown" className={styles.chevron} />
        </button>
      </h2>
      <div ref={panelRef} {...panelProps}>
        <Answer paragraphs={item.answer} />
      </div>
      {/* The panel is rendered closed, hidden from sight and from screen readers; without JavaScript nothing
          would open it, so the answer is there a second time for that case only. */}
      <noscript>
        <Answer paragraphs={item.answer} />
      </noscript>
    </div>
  );
});

function Answer({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className={styles.answer}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
