import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { TeamContent } from '../../content/types';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './TeamCarousel.css';

type Carousel = TeamContent['carousel'];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * The team cards as a WAI-ARIA APG carousel: one card at a time, moving on every `autoplayMs` and wrapping, with
 * a rotation control first in the tab order, previous and next buttons and one dot per card.
 *
 * Rotation starts once the page has hydrated, unless the visitor prefers reduced motion. It pauses while the pointer
 * is over the carousel, and stops for good (until the rotation control starts it again) when keyboard focus enters
 * it or the visitor picks a card. The slides' live region is polite only while nothing rotates. Cards that are not
 * shown are inert. Without JavaScript every card is listed and the controls are hidden (see the CSS).
 */
export function TeamCarousel({ carousel }: { carousel: Carousel }) {
  const { cards } = carousel;
  const total = cards.length;
  const [current, setCurrent] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Focus that a pointer press causes is not keyboard focus: hovering already pauses the rotation.
  const pointerDown = useRef(false);
  const slidesId = useId();

  useEffect(() => {
    setHydrated(true);
    setRotating(!window.matchMedia(REDUCED_MOTION).matches);
  }, []);

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
        <Button className={styles.rotation} onPress={() => setRotating((value) => !value)}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
          {rotating ? carousel.rotation.stop : carousel.rotation.start}
        </Button>
        <div className={styles.navigation}>
          <Button className={styles.arrow} aria-controls={slidesId} aria-label={carousel.previous} onPress={() => show(current - 1)}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
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
          <Button className={styles.arrow} aria-controls={slidesId} aria-label={carousel.next} onPress={() => show(current + 1)}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
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
