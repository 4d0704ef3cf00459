import type { ReactNode, Ref } from 'react';
import * as styles from './FormNotice.css';

interface FormNoticeProps {
  /** `problem`: the message did not go (announced at once, as an alert); `info`: the visitor has a step to take. */
  tone: 'problem' | 'info';
  heading: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A notice under a form after a press of send, when the message did not reach the service (failed, or the wait after
 * too many) or must still be sent from the visitor's e-mail app. It takes focus when it appears.
 */
export function FormNotice({ tone, heading, ref, children }: FormNoticeProps) {
  return (
    <div ref={ref} className={styles.notice({ tone })} role={tone === 'problem' ? 'alert' : 'status'} tabIndex={-1}>
      <h3 className={styles.heading}>{heading}</h3>
      {children}
    </div>
  );
}
