import { useEffect, useRef } from 'react';
import type { DraftMessage, PreviewReadyMessage } from '../client/preview-bridge.ts';
import * as css from './admin.css.ts';

/** The two sizes a page is previewed at, and how much each is scaled down to fit beside the form. */
const sizes = [
  { name: 'desktop', width: 1280, height: 2000, scale: 0.36 },
  { name: 'phone', width: 390, height: 1400, scale: 0.5 },
] as const;

/**
 * The open file's page as visitors see it, from the development server or the editor site, at a desktop's and a
 * phone's width. Every change in the form is posted to it (src/client/preview-bridge.ts), which renders the page again
 * with the unsaved value; after a save it is loaded again, and given the value again once it listens.
 */
export function Preview({ page, savedAt, draft }: { page: string | null; savedAt: number; draft?: { name: string; data: unknown } }) {
  const frames = useRef<Array<HTMLIFrameElement | null>>([]);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  // A frame that has just loaded (a new file, a save, a slow first load) gets the unsaved value as soon as it listens.
  useEffect(() => {
    const onReady = (event: MessageEvent<PreviewReadyMessage>) => {
      const draft = latest.current;
      if (event.origin !== location.origin || event.data?.type !== 'solvara:preview-ready' || !draft) return;
      (event.source as Window | null)?.postMessage({ type: 'solvara:draft', ...draft } satisfies DraftMessage, location.origin);
    };
    addEventListener('message', onReady);
    return () => removeEventListener('message', onReady);
  }, []);
  useEffect(() => {
    if (!draft) return;
    // One message a frame for each frame the browser draws: typing faster than that posts only the latest value.
    const frame = requestAnimationFrame(() => {
      for (const iframe of frames.current) iframe?.contentWindow?.postMessage({ type: 'solvara:draft', ...draft } satisfies DraftMessage, location.origin);
    });
    return () => cancelAnimationFrame(frame);
  }, [draft]);
  return (
    <aside className={css.previewPane} aria-label="Preview">
      <h2 className={css.fileGroup}>{page ? `Preview of ${page}` : 'No page shows this file on its own'}</h2>
      {page && (
        <div className={css.previews}>
          {sizes.map((size, index) => (
            <div key={size.name} className={css.previewBox} style={{ width: size.width * size.scale, height: size.height * size.scale }}>
              <iframe
                key={`${page}-${savedAt}`}
                ref={(iframe) => {
                  frames.current[index] = iframe;
                }}
                className={css.previewFrame}
                title={`${page} at ${size.width} pixels wide`}
                src={page}
                width={size.width}
                height={size.height}
                style={{ transform: `scale(${size.scale})` }}
              />
            </div>
          ))}
        </div>
      )}
    </aside>
  );
}
