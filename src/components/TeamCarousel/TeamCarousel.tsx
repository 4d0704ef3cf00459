import { memo, useEffect, useId, useRef, useState } from 'react';
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
 * The team cards as a WAI-ARIA APG carousel: one card at a time, moving on every `autoplayMs` and wrapping, with
 * a rotation control first in the tab order, previous and next buttons and one dot per card.
 *
 * Rotation starts once the page has hydrated, unless the visitor prefers reduced motion. It pauses while the pointer
 * is over the carousel, and stops for good (until the rotation control starts it again) when keyboard focus enters
 * it or the visitor picks a card. The slides' live region is polite only while nothing rotates. Cards that are not
 * shown are inert. Without JavaScript every card is listed and the controls are hidden (see the CSS).
 *
 * Native buttons, and memoised slides: a press re-renders the controls and the two slides that change, not every
 * card (React Aria's buttons and a re-render of every card made "next" a 128 ms interaction at 4x CPU slowdown).
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
  const slidesId = useId();

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

  return (
    <section
      className={styles.carousel}
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
          pauseLabel={carousel.rotation.stop}
          playLabel={carousel.rotation.start}
          controls={slidesId}
          onToggle={() => setRotating((value) => !value)}
        />
        <div className={styles.navigation}>
          <button type="button" className={arrow} aria-controls={slidesId} aria-label={carousel.previous} onClick={() => show(current - 1)}>
            <Icon name="chevronLeft" />
          </button>
          <div className={styles.dots}>
            {cards.map((card, index) => (
              <button
                key={card.id}
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-label={fill(carousel.dotLabel, { n: index + 1, total, name: card.name })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button type="button" className={arrow} aria-controls={slidesId} aria-label={carousel.next} onClick={() => show(current + 1)}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {cards.map((card, index) => (
          <Slide
            key={card.id}
            card={card}
            label={fill(carousel.slideLabel, { n: index + 1, total })}
            linkLabel={fill(carousel.productLinkLabel, { name: card.name })}
            isCurrent={index === current}
            isInert={hydrated && index !== current}
          />
        ))}
      </div>
    </section>
  );
}

interface SlideProps {
  card: Card;
  label: string;
  linkLabel: string;
  isCurrent: boolean;
  isInert: boolean;
}

const Slide = memo(function Slide({ card, label, linkLabel, isCurrent, isInert }: SlideProps) {
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} className={styles.slide} data-current={isCurrent} inert={isInert}>
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
    </div>
  );
});
