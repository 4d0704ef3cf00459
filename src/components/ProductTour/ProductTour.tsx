import type { ProductContent } from '../../content/types';
import * as styles from './ProductTour.css';

type Tour = ProductContent['overview']['tour'];
type Point = Tour['points'][number];

/** The product screens' drawing size (content/products/*.yaml `image`): the points and the crop are in its units. */
const screen = { width: 480, height: 320 };
/** A mark's disc, in the screen's units: about 26 px across on a desktop and on a phone's crop. */
const markRadius = 9;

interface ProductTourProps {
  image: { src: string; alt: string };
  tour: Tour;
}

/**
 * An annotated tour of a product's screen: numbered marks on the picture and the same points, in the same order, as
 * a numbered list beside it (below it on a phone). The list is the content; the marks are drawn inside the picture,
 * for the eye, so a screen reader reads the picture's description once and then the list.
 *
 * The picture is an SVG that holds the screen as an image and draws the marks over it in the screen's own units, so a
 * mark stays on its spot at every width without a style attribute (the site's CSP allows none). On a phone a second
 * one shows the content's crop instead of the whole screen, scaled so the screen's smallest words are at least 11 px
 * high (its schema caps the crop's width); only one of the two is displayed, and so only one is read.
 */
export function ProductTour({ image, tour }: ProductTourProps) {
  const { points, phoneCrop: crop } = tour;
  const numbered = points.map((point, index) => ({ point, number: index + 1 }));
  // A mark the crop would cut through is left off it; the list still has its point.
  const inside = (value: number, start: number, length: number) => value - markRadius >= start && value + markRadius <= start + length;
  const inCrop = numbered.filter(({ point }) => inside(point.x, crop.x, crop.width) && inside(point.y, crop.y, crop.height));
  return (
    <div className={styles.tour}>
      <div className={styles.screen}>
        <svg className={styles.whole} viewBox={`0 0 ${screen.width} ${screen.height}`} role="img" aria-label={image.alt} data-tour-view="whole">
          <image href={image.src} width={screen.width} height={screen.height} />
          <Marks marks={numbered} />
        </svg>
        <svg className={styles.crop} viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`} role="img" aria-label={image.alt} data-tour-view="crop">
          <image href={image.src} width={screen.width} height={screen.height} />
          <Marks marks={inCrop} />
        </svg>
      </div>
      <ol className={styles.points}>
        {points.map((point) => (
          <li key={point.id} className={styles.point} data-tour-point={point.id}>
            <h3 className={styles.title}>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The numbered marks, each centred on its point: a filled disc with a white ring, so it reads on any part of the screen. */
function Marks({ marks }: { marks: ReadonlyArray<{ point: Point; number: number }> }) {
  return (
    <g aria-hidden="true" className={styles.marks}>
      {marks.map(({ point, number }) => (
        <g key={point.id} data-tour-mark={point.id}>
          <circle cx={point.x} cy={point.y} r={markRadius + 3.5} className={styles.halo} />
          <circle cx={point.x} cy={point.y} r={markRadius} className={styles.disc} />
          <text x={point.x} y={point.y} className={styles.number}>
            {number}
          </text>
        </g>
      ))}
    </g>
  );
}
