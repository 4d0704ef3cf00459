declare module 'virtual:react-aria-pressable-style' {
  /** React Aria's press style, read from the installed package at build time (scripts/lib/react-aria-pressable-style.ts). */
  export const pressableStyle: { id: string; css: string };
}
