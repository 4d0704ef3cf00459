/**
 * The theme's layout values as plain data: theme.css.ts and layout.css.ts build the CSS from them, and the browser
 * tests measure the pages against them (a vanilla-extract file only runs inside the build).
 */

/** The spacing scale: the theme's `vars.space`. */
export const space = {
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '3rem',
  '8': '4rem',
} as const;

export const layout = {
  /** The page grid: the header, every hero, section and band and the footer line up on this width. */
  maxWidth: '72rem',
  topStripHeight: '2.25rem',
  headerHeight: '4rem',
};

/** Text measures: the longest comfortable line for a lead paragraph, for body text and for a narrow column. */
export const measure = {
  lead: '40rem',
  text: '44rem',
  column: '52rem',
};

/** The page grid's padding each side, as steps of the spacing scale: on a phone, and from `breakpoints.desktop`. */
export const gridPadding = { phone: '4', desktop: '6' } as const satisfies Record<string, keyof typeof space>;

/**
 * Breakpoints, in px. Media queries cannot read CSS variables, so they are constants: from `desktop` the header's
 * dropdowns take the place of the mobile menu; from `wide` card grids take their widest rows; the header's section labels are compact
 * below `navRoomy` and short below `navFull`.
 */
export const breakpoints = { desktop: 768, wide: 1024, navRoomy: 1100, navFull: 1180 } as const;
