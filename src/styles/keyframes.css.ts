import { keyframes } from '@vanilla-extract/css';

/** One full turn clockwise: the spinners' loop and the menu icon's turn as the menu opens. */
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
