import { style } from '@vanilla-extract/css';
import { media } from '../../styles/theme.css';

export const whole = style({ display: 'block', width: '100%', height: 'auto', '@media': { [media.mobile]: { display: 'none' } } });

export const crop = style({ display: 'none', width: '100%', height: 'auto', '@media': { [media.mobile]: { display: 'block' } } });
