import { button } from '../../styles/controls.css';
import { Icon } from '../Icon/Icon';

interface MotionControlProps {
  /** Whether the thing it controls is moving now: the button then offers to pause it. */
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  /** The id of what it moves, when that has one. */
  controls?: string;
}

/**
 * The one pause and play button for everything that moves by itself: the partner logo row, the careers photo
 * rows, the company video and the team carousel. Its label says what pressing it does. A plain button: React
 * Aria's would add its press code to pages that have no other use for it.
 */
export function MotionControl({ playing, onToggle, pauseLabel, playLabel, controls }: MotionControlProps) {
  return (
    <button
      type="button"
      className={button({ tone: 'secondary', size: 'sm' })}
      aria-controls={controls}
      data-motion-control=""
      onClick={onToggle}
    >
      <Icon name={playing ? 'pause' : 'play'} />
      {playing ? pauseLabel : playLabel}
    </button>
  );
}
