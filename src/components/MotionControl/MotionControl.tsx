import { visuallyHidden } from '../../styles/layout.css';
import { Icon } from '../Icon/Icon';
import * as styles from './MotionControl.css';

interface MotionControlProps {
  /** Whether the thing it controls is moving now: the button then offers to pause it. */
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  /** The id of what it moves, when that has one. */
  controls?: string;
  /**
   * `corner`: over the moving area, in its lower right corner (the area is a positioned box: a video, photo rows);
   * `inline`: where its parent puts it, beside the moving things (the logo row, the carousel's controls).
   */
  placement?: 'corner' | 'inline';
}

/**
 * The one pause and play button for everything that moves by itself: the partner logo row, the careers photo
 * rows, the company video and the team carousel. A small round icon button with a 44px target; its name, for screen
 * readers and as the pointer's tooltip, says what pressing it does. A plain button: React Aria's would add its press
 * code to pages that have no other use for it.
 */
export function MotionControl({ playing, onToggle, pauseLabel, playLabel, controls, placement = 'inline' }: MotionControlProps) {
  const label = playing ? pauseLabel : playLabel;
  return (
    <button
      type="button"
      className={styles.control({ placement })}
      aria-controls={controls}
      title={label}
      data-motion-control=""
      onClick={onToggle}
    >
      <Icon name={playing ? 'pause' : 'play'} className={styles.icon} />
      <span className={visuallyHidden}>{label}</span>
    </button>
  );
}
