import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useButton } from 'react-aria/useButton';
import { useTab, useTabList, useTabPanel } from 'react-aria/useTabList';
import { Item } from 'react-stately/Item';
import { type TabListState, useTabListState } from 'react-stately/useTabListState';
import type { TeamContent } from '../../content/types';
import { fill } from '../../lib/fill';
import { useHydrated } from '../../client/useHydrated';
import { button } from '../../styles/controls.css';
import { reducedMotion } from '../../styles/theme.css';
import { ContentLink } from '../ContentLink/ContentLink';
import { Icon } from '../Icon/Icon';
import { MotionControl } from '../MotionControl/MotionControl';
import * as styles from './TeamCarousel.css';

type Carousel = TeamContent['carousel'];
type Card = Carousel['cards'][number];

const arrow = button({ tone: 'secondary', size: 'icon' });

/**
 * The team cards as the WAI-ARIA APG tabbed carousel: one card at a time, moving on every `autoplayMs` and wrapping,
 * with a rotation control first in the tab order, then previous and next buttons (React Aria's useButton) around a
 * slide picker, a React Aria tab list (useTabList, useTab: one tab stop, arrow keys move between the dots and show
 * their slide). Each slide is its tab's panel (useTabPanel), named "n of 5".
 *
 * Rotation starts once the page has hydrated, unless the visitor prefers reduced motion. It pauses while the pointer
 * is over the carousel, and stops for good (until the rotation control starts it again) when keyboard focus enters
 * it or the visitor picks a card. The slides' live region is polite only while nothing rotates. Cards that are not
 * shown are inert. Without JavaScript every card is listed and the controls are hidden (see the CSS).
 *
 * The slides' contents are memoised: a press re-renders the controls and the slides' frames, not every card's
 * contents, so a press stays within the interaction bar on a slow phone.
 */
export function TeamCarousel({ carousel }: { carousel: Carousel }) {
  const { cards } = carousel;
  const total = cards.length;
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const [rotating, setRotating] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Focus that a pointer press causes is not keyboard focus: hovering already pauses the rotation.
  const pointerDown = useRef(false);

  useEffect(() => setRotating(!window.matchMedia(reducedMotion).matches), []);

  const advancing = rotating && !hovered;
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % total), carousel.autoplayMs);
    return () => window.clearInterval(timer);
  }, [advancing, total, carousel.autoplayMs]);

  const show = (index: number) => {
    setRotating(false);
    setCurrent((index + total) % total);
  };

  const tabs = useTabListState({
    items: cards,
    children: (card: Card) => <Item aria-label={fill(carousel.tabLabel, { n: cards.indexOf(card) + 1, total, name: card.name })}>{card.name}</Item>,
    selectedKey: cards[current]!.id,
    // Choosing a tab (by press, or by arrow key) shows its slide and stops the rotation.
    onSelectionChange: (key) => show(cards.findIndex((card) => card.id === key)),
  });
  const tabListRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ 'aria-label': carousel.tabListLabel }, tabs, tabListRef);
  const slidesId = useId();

  return (
    <section
      className={styles.carousel}
      data-moving-area=""
      aria-roledescription="carousel"
      aria-label={carousel.label}
      data-hydrated={hydrated || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDownCapture={() => {
        pointerDown.current = true;
      }}
      onPointerUpCapture={() => {
        pointerDown.current = false;
      }}
      onPointerCancelCapture={() => {
        pointerDown.current = false;
      }}
      onFocus={() => {
        if (!pointerDown.current) setRotating(false);
      }}
    >
      <div className={styles.controls}>
        <MotionControl
          playing={rotating}
          pauseLabel={carousel.rotation.pause}
          playLabel={carousel.rotation.play}
          controls={slidesId}
          onToggle={() => setRotating((value) => !value)}
        />
        <div className={styles.navigation}>
          <ArrowButton label={carousel.previous} controls={slidesId} onPress={() => show(current - 1)}>
            <Icon name="chevronLeft" />
          </ArrowButton>
          <div ref={tabListRef} {...tabListProps} className={styles.dots}>
            {[...tabs.collection].map((item) => (
              <SlideTab key={item.key} itemKey={item.key} state={tabs} panelId={slideId(slidesId, item.key)} />
            ))}
          </div>
          <ArrowButton label={carousel.next} controls={slidesId} onPress={() => show(current + 1)}>
            <Icon name="chevronRight" />
          </ArrowButton>
        </div>
      </div>
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {cards.map((card, index) => (
          <SlidePanel
            key={card.id}
            cardKey={card.id}
            id={slideId(slidesId, card.id)}
            state={tabs}
            label={fill(carousel.slideLabel, { n: index + 1, total })}
            isCurrent={index === current}
            isInert={hydrated && index !== current}
          >
            <SlideContent card={card} linkLabel={fill(carousel.productLinkLabel, { name: card.name })} />
          </SlidePanel>
        ))}
      </div>
    </section>
  );
}

/** Previous or next: React Aria's button, controlling the slides. */
function ArrowButton({ label, controls, onPress, children }: { label: string; controls: string | undefined; onPress: () => void; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ 'aria-label': label, 'aria-controls': controls, onPress }, ref);
  return (
    <button ref={ref} {...buttonProps} className={arrow}>
      {children}
    </button>
  );
}

/** The id of a card's slide: every slide is in the page, so every tab can name its own. */
const slideId = (slidesId: string, key: string | number) => `${slidesId}-${key}`;

/**
 * One dot of the slide picker: a React Aria tab, shown selected while its slide is. Every tab names its slide in
 * `aria-controls`, as the APG tabbed carousel does; React Aria names it only from the selected tab, because its tab
 * panels render one at a time.
 */
function SlideTab({ itemKey, state, panelId }: { itemKey: string | number; state: TabListState<Card>; panelId: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { tabProps } = useTab({ key: itemKey }, state, ref);
  return <button ref={ref} type="button" {...tabProps} aria-controls={panelId} className={styles.dot} />;
}

interface SlidePanelProps {
  cardKey: string;
  /** The id its tab's `aria-controls` names. */
  id: string;
  state: TabListState<Card>;
  label: string;
  isCurrent: boolean;
  isInert: boolean;
  children: ReactNode;
}

/**
 * One slide: the tab panel of its tab (React Aria's useTabPanel), described
 * as a slide and named "n of 5" as in the APG tabbed carousel, not by the selected tab. Slides not shown are inert.
 */
function SlidePanel({ cardKey, id, state, label, isCurrent, isInert, children }: SlidePanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({ id: cardKey }, state, ref);
  return (
    <div
      ref={ref}
      {...tabPanelProps}
      id={id}
      aria-labelledby={undefined}
      aria-label={label}
      aria-roledescription="slide"
      className={styles.slide}
      data-current={isCurrent ? '' : undefined}
      inert={isInert}
    >
      {children}
    </div>
  );
}

/** What a slide shows; memoised, so a press re-renders only the panels around it. */
const SlideContent = memo(function SlideContent({ card, linkLabel }: { card: Card; linkLabel: string }) {
  return (
    <>
      <img className={styles.image} src={card.image} alt="" width={240} height={240} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>{card.name}</h3>
        <p className={styles.role}>{card.role}</p>
        <p>{card.biography}</p>
        {card.type === 'product' ? (
          <p>
            <ContentLink href={card.link} className={styles.link}>
              {linkLabel}
            </ContentLink>
          </p>
        ) : null}
      </div>
    </>
  );
});
