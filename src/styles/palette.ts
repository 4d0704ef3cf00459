/**
 * The brand's colours, each written here and nowhere else. The theme contract (theme.css.ts), the drawings in art/
 * (whose `{{name}}` placeholders are filled at build time, scripts/content/art.ts), the share cards, the web
 * manifest's theme colour and the hero video (scripts/render-hero-video.ts) all take them from here.
 *
 * The neutrals are not brand colours: the ink, text, muted and line greys and the surfaces live in theme.css.ts, and
 * drawings write them as they are.
 */
export const brandColours = {
  primary: '#0B6E4F',
  primaryDark: '#074D37',
  primaryTint: '#E3F2EC',
  accent: '#F5B700',
  accentSoft: '#FFF4CC',
  inverseSurface: '#0C2A20',
  inverseMuted: '#C6D6CF',
} as const;

/** The brand's colours, and the white written on the dark ones (`inverse`): what styles and drawings may name. */
export const palette = { ...brandColours, inverse: '#FFFFFF' } as const;

export type PaletteName = keyof typeof palette;
