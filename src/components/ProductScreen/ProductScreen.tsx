import type { ReactNode } from 'react';
import type { ProductContent } from '../../content/types';
import * as styles from './ProductScreen.css';

/** The part of a product's screen a phone shows (content/products/*.yaml `overview.tour.phoneCrop`). */
export type PhoneCrop = ProductContent['overview']['tour']['phoneCrop'];

/** The product screens' drawing size (content/products/*.yaml `image`): crops and anything drawn over them are in its units. */
const screenSize = { width: 480, height: 320 } as const;

interface ProductScreenProps {
  src: string;
  /** What the screen shows, read once; empty when the words beside it say so and the picture is decoration. */
  alt: string;
  crop: PhoneCrop;
  /** Drawn over the screen in its units, for each of the two views (a tour's marks). */
  overlay?: (view: 'whole' | 'crop') => ReactNode;
  /** Added to both views. */
  className?: string;
  /** Added to the phone's crop only. */
  cropClassName?: string;
}

/**
 * A product's screen: the whole of it from the desktop breakpoint, and on a phone the content's crop of it instead,
 * scaled so the screen's smallest words are at least 11 px high (the product schema caps the crop's width); the
 * whole screen at a phone's width would make them about 5 px. Each view is an SVG whose viewBox is what it shows, so
 * it is sized before the screen arrives and needs no style attribute (the site's CSP allows none). Only one of the
 * two is displayed, and so only one is read.
 */
export function ProductScreen({ src, alt, crop, overlay, className, cropClassName }: ProductScreenProps) {
  // Decoration is hidden from assistive tech; a described screen is one image with its description.
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  const image = <image href={src} width={screenSize.width} height={screenSize.height} />;
  return (
    <>
      <svg className={[styles.whole, className].filter(Boolean).join(' ')} viewBox={`0 0 ${screenSize.width} ${screenSize.height}`} {...label} data-screen-view="whole">
        {image}
        {overlay?.('whole')}
      </svg>
      <svg
        className={[styles.crop, className, cropClassName].filter(Boolean).join(' ')}
        viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`}
        {...label}
        data-screen-view="crop"
      >
        {image}
        {overlay?.('crop')}
      </svg>
    </>
  );
}
