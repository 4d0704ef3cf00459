/**
 * Once, by hand (`npx tsx scripts/outline-partner-logos.ts`, needs Debian's `fonts-liberation`): turns the text of
 * the partner logos in design/partner-logos/ into outlines, written to public/images/partners/.
 *
 * Why: an SVG used as an `<img>` is a document of its own that cannot use the page's web fonts, so every logo with
 * `<text>` looked its font up and shaped its words on the visitor's machine: about 3 ms of main thread per logo at
 * the first paint (the logo row shows 28 of them), and a different face wherever Arial is missing. Outlined, each
 * logo paints as plain shapes and looks the same everywhere. Liberation Sans is metrically the same as Arial, the
 * face the sources name, and what Chromium on Linux has drawn them with so far.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { optimize } from 'svgo';

const root = join(import.meta.dirname, '..');
const sourceDir = join(root, 'design', 'partner-logos');
const outputDir = join(root, 'public', 'images', 'partners');
const fontDir = '/usr/share/fonts/truetype/liberation';

for (const file of readdirSync(sourceDir).filter((name) => name.endsWith('.svg'))) {
  const source = readFileSync(join(sourceDir, file), 'utf8');
  const outlined = new Resvg(source, {
    font: {
      loadSystemFonts: false,
      fontFiles: ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf', 'LiberationSans-Italic.ttf', 'LiberationSans-BoldItalic.ttf'].map((name) => join(fontDir, name)),
      defaultFontFamily: 'Liberation Sans',
      sansSerifFamily: 'Liberation Sans',
    },
  }).toString();
  if (/<text\b/.test(outlined) || !/<path\b/.test(outlined)) throw new Error(`${file}: the text was not outlined`);
  // Outlines are bigger than words: svgo with a tenth of a unit (a logo is drawn at 180 px for 240 units) halves them.
  writeFileSync(join(outputDir, file), `${optimize(outlined, { multipass: true, floatPrecision: 1 }).data}\n`);
  console.log(`${file}: outlined`);
}
