/*
 * React Aria's buttons add this rule to <head> when the first of them mounts, unless an element with this id is
 * there already. Inserted at hydration, at the top of <head>, it made Chrome rebuild every style sheet and lay out
 * the whole page again (its fonts were re-registered): a 40-60 ms task on the form pages under Lighthouse's 4x CPU
 * slowdown. Served with the page (src/routes/__root.tsx), it costs nothing.
 */
export const pressableStyleId = 'react-aria-pressable-style';
export const pressableStyle = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';
