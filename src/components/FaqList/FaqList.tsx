import { memo, useCallback, useId, useState } from 'react';
import type { FaqContent } from '../../content/types';
import { Icon } from '../Icon/Icon';
import * as styles from './FaqList.css';

type Item = FaqContent['items'][number];

/**
 * The questions as an accordion (APG accordion pattern: a heading holding a button that shows or hides its panel):
 * all closed at first, at most one open, pressing the open one closes it. Native buttons and one piece of state
 * here: a press re-renders only the item it opens and the one it closes (each item is memoised), where React Aria's
 * DisclosureGroup re-rendered every item and its press handling on each press (INP 144 ms at 4x CPU slowdown).
 * Without JavaScript every answer is shown under its question.
 */
export function FaqList({ items }: { items: FaqContent['items'] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const idPrefix = useId();
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  return (
    <div className={styles.group}>
      {items.map((item) => (
        <FaqItem key={item.id} item={item} idPrefix={`${idPrefix}-${item.id}`} isOpen={openId === item.id} onToggle={toggle} />
      ))}
    </div>
  );
}

interface FaqItemProps {
  item: Item;
  idPrefix: string;
  isOpen: boolean;
  onToggle: (id: string) => void;
}

const FaqItem = memo(function FaqItem({ item, idPrefix, isOpen, onToggle }: FaqItemProps) {
  const buttonId = `${idPrefix}-question`;
  const panelId = `${idPrefix}-answer`;
  return (
    <div className={styles.item}>
      <h2 className={styles.question}>
        <button id={buttonId} type="button" className={styles.trigger} aria-expanded={isOpen} aria-controls={panelId} onClick={() => onToggle(item.id)}>
          <span>{item.question}</span>
          <Icon name="chevronDown" className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} role="group" aria-labelledby={buttonId} hidden={!isOpen}>
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
