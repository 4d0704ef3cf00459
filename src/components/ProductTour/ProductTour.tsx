import type { ProductContent } from '../../content/types';
import { ProductScreen } from '../ProductScreen/ProductScreen';
import * as styles from './ProductTour.css';

type Tour = ProductContent['overview']['tour'];
type Point = Tour['points'][number];

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
 * The picture is a ProductScreen (the whole screen, or on a phone the content's crop of it) with the marks drawn over
 * it in the screen's own units, so a mark stays on its spot at every width.
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
        <ProductScreen
          src={image.src}
          alt={image.alt}
          crop={crop}
          cropClassName={styles.crop}
          overlay={(view) => <Marks marks={view === 'whole' ? numbered : inCrop} />}
        />
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
