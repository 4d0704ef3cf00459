import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
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

/**
 * The team cards as a WAI-ARIA APG carousel: one card at a time, moving on every `autoplayMs` and wrapping, with
 * a rotation control first in the tab order, previous and next buttons and one dot per card.
 *
 * Rotation starts once the page has hydrated, unless the visitor prefers reduced motion. It pauses while the pointer
 * is over the carousel, and stops for good (until the rotation control starts it again) when keyboard focus enters
 * it or the visitor picks a card. The slides' live region is polite only while nothing rotates. Cards that are not
 * shown are inert. Without JavaScript every card is listed and the controls are hidden (see the CSS).
 */
const arrow = button({ tone: 'secondary', size: 'icon' });

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
          <Button className={arrow} aria-controls={slidesId} aria-label={carousel.previous} onPress={() => show(current - 1)}>
            <Icon name="chevronLeft" />
          </Button>
          <div className={styles.dots}>
            {cards.map((card, index) => (
              <Button
                key={card.id}
                className={styles.dot}
                aria-controls={slidesId}
                aria-label={fill(carousel.dotLabel, { n: index + 1, total, name: card.name })}
                aria-current={index === current ? 'true' : undefined}
                onPress={() => show(index)}
              />
            ))}
          </div>
          <Button className={arrow} aria-controls={slidesId} aria-label={carousel.next} onPress={() => show(current + 1)}>
            <Icon name="chevronRight" />
          </Button>
        </div>
      </div>
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {cards.map((card, index) => (
          <div
            key={card.id}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(carousel.slideLabel, { n: index + 1, total })}
            className={styles.slide}
            data-current={index === current}
            inert={hydrated && index !== current}
          >
            <img className={styles.image} src={card.image} alt="" width={240} height={240} loading="lazy" />
            <div className={styles.body}>
              <h3 className={styles.name}>{card.name}</h3>
              <p className={styles.role}>{card.role}</p>
              <p>{card.biography}</p>
              {card.type === 'product' ? (
                <p>
                  <ContentLink href={card.link} className={styles.link}>
                    {fill(carousel.productLinkLabel, { name: card.name })}
                  </ContentLink>
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
