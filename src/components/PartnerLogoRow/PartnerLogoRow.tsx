import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { PartnersContent } from '../../content/types';
import { MotionControl } from '../MotionControl/MotionControl';
import * as styles from './PartnerLogoRow.css';

interface PartnerLogoRowProps {
  /** The logos and the row's words (content/partners.yaml), from the page's loader data. */
  partners: PartnersContent;
  /** The id of the heading that names the row (its section's). */
  labelledBy: string;
}

/**
 * The partners' logos passing by, one logo every few seconds (the slider timing of docs/product.md). The motion is
 * a CSS animation over the list and an identical copy of it that assistive technology never sees, so
 * the loop is seamless and costs no script. A small button at the row's end (first in the reading order) pauses and
 * plays it; hovering the
 * logos or moving keyboard focus into the row holds it still; with reduced motion the row never moves
 * and shows every logo.
 */
export function PartnerLogoRow({ partners, labelledBy }: PartnerLogoRowProps) {
  const { logoRow } = partners;
  const [paused, setPaused] = useState(false);
  // Pressing Play while focus is in the row means "move now": focus stops holding it until it leaves and comes back.
  const [resumed, setResumed] = useState(false);
  const track = useRef<HTMLDivElement>(null);

  // The logos are lazy in the prerendered page: React would otherwise preload every one in <head>, ahead of the
  // page's own largest paint. But a lazy logo clipped by the moving row only loads as it slides into view, so once
  // the row comes near the viewport every logo loads at once. Set on the elements, not through state: a re-render
  // here would come inside hydration, as a long task (docs/decisions/0005-loading-and-hydration.md).
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        for (const image of element.querySelectorAll('img')) image.loading = 'eager';
        observer.disconnect();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const focusCrossesRow = (event: FocusEvent<HTMLElement>) =>
    !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

  return (
    <div
      className={styles.root}
      data-moving-area=""
      role="group"
      aria-labelledby={labelledBy}
      data-paused={paused ? '' : undefined}
      data-resumed={resumed ? '' : undefined}
      onFocus={(event) => {
        if (focusCrossesRow(event)) setResumed(false);
      }}
      onBlur={(event) => {
        if (focusCrossesRow(event)) setResumed(false);
      }}
    >
      <div className={styles.controls}>
        <MotionControl
          playing={!paused}
          pauseLabel={logoRow.pause}
          playLabel={logoRow.play}
          onToggle={() => {
            setResumed(paused);
            setPaused(!paused);
          }}
        />
      </div>
      <div className={styles.viewport}>
        <div className={styles.track} ref={track}>
          <ul className={styles.list} aria-label={logoRow.label}>
            {partners.partners.map((partner) => (
              <li key={partner.id} className={styles.item}>
                <img className={styles.logo} src={partner.logo} alt={partner.name} width={180} height={48} loading="lazy" />
              </li>
            ))}
          </ul>
          {/* The copy that makes the loop seamless: hidden from assistive technology, nothing in it can take focus. */}
          <ul className={styles.copy} aria-hidden="true">
            {partners.partners.map((partner) => (
              <li key={partner.id} className={styles.item}>
                <img className={styles.logo} src={partner.logo} alt="" width={180} height={48} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
