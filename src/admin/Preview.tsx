import * as css from './admin.css.ts';

/** The two sizes a page is previewed at, and how much each is scaled down to fit beside the form. */
const sizes = [
  { name: 'desktop', width: 1280, height: 2000, scale: 0.36 },
  { name: 'phone', width: 390, height: 1400, scale: 0.5 },
] as const;

/**
 * The open file's page as visitors see it, from the development server, at a desktop's and a phone's width. It is
 * loaded again after each save.
 */
export function Preview({ page, savedAt }: { page: string | null; savedAt: number }) {
  return (
    <aside className={css.previewPane} aria-label="Preview">
      <h2 className={css.fileGroup}>{page ? `Preview of ${page}` : 'No page shows this file on its own'}</h2>
      {page && (
        <div className={css.previews}>
          {sizes.map((size) => (
            <div key={size.name} className={css.previewBox} style={{ width: size.width * size.scale, height: size.height * size.scale }}>
              <iframe
                key={`${page}-${savedAt}`}
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
