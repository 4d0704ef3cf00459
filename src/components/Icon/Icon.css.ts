import { style, styleVariants } from '@vanilla-extract/css';

const base = style({ flexShrink: 0, display: 'block' });

export const size = styleVariants({
  sm: [base, { width: '0.875rem', height: '0.875rem' }],
  md: [base, { width: '1.125rem', height: '1.125rem' }],
  lg: [base, { width: '1.5rem', height: '1.5rem' }],
});
