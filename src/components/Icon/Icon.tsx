import * as styles from './Icon.css';

/** Every icon the site draws itself, on a 24 by 24 grid: strokes use currentColor, shapes fill with it. */
const paths = {
  chevronDown: <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
  chevronRight: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
  play: <path d="M8 5l11 7-11 7z" fill="currentColor" />,
  pause: <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  close: <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  search: <path d="M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4.55-4.55" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
} as const;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  /** `sm` beside small text (dropdown chevrons), `md` in buttons, `lg` for the menu toggle. */
  size?: keyof typeof styles.size;
  className?: string;
}

/** A decorative icon: hidden from assistive technology, so the control around it carries the name. */
export function Icon({ name, size = 'md', className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.size[size]} ${className}` : styles.size[size]}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
