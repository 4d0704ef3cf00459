import { site } from '../../lib/shell-content';
import { useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '../../client/after-next-paint';
import { forms } from '../../content/forms';
import { button } from '../../styles/controls.css';
import { ContentImage } from '../ContentImage/ContentImage';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './OfficeMap.css';

/**
 * The office on a map drawn in this repository, its address and a link to a map site. The embedded
 * OpenStreetMap frame loads only when the visitor asks for it: until then nothing leaves this site.
 */
export function OfficeMap() {
  const headingId = useId();
  const noteId = useId();
  const { map } = forms;
  const office = site.offices.find((candidate) => candidate.id === map.office) ?? site.offices[0];
  const [showFrame, setShowFrame] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that was pressed is gone: focus goes to the map that replaced it.
  useEffect(() => {
    if (showFrame) frameRef.current?.focus();
  }, [showFrame]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {map.heading}
      </h2>
      <div className={styles.layout}>
        <div className={styles.media}>
          {showFrame ? (
            <iframe
              ref={frameRef}
              className={styles.frame}
              src={map.embed}
              title={map.frameTitle}
              width={map.image.width}
              height={map.image.height}
              referrerPolicy="no-referrer"
            />
          ) : (
            <ContentImage className={styles.image} image={map.image} loading="lazy" />
          )}
        </div>
        <div className={styles.details}>
          {office ? (
            <address className={styles.address}>
              <strong>
                {site.legalName}, {office.name}
              </strong>
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : null}
          <p>
            <ContentLink href={map.open.href} newTab className={styles.openLink}>
              {map.open.label}
            </ContentLink>
          </p>
          {showFrame ? null : (
            <div className={styles.consent}>
              {/* The frame (a document of its own) is made after the pressed button is painted, not before. */}
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => afterNextPaint(() => setShowFrame(true))} aria-describedby={noteId}>
                {map.show}
              </button>
              <p id={noteId} className={styles.note}>
                {map.showNote}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
