/**
 * The brand colours that also appear outside the stylesheet (the share cards drawn at build time by
 * scripts/export/share-cards.ts). The theme contract in theme.css.ts takes them from here.
 */
export const palette = {
  primary: '#0B6E4F',
  primaryTint: '#E3F2EC',
  accent: '#F5B700',
  inverse: '#FFFFFF',
  inverseSurface: '#0C2A20',
  inverseMuted: '#C6D6CF',
} as const;
