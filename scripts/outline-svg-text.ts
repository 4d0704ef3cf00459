/**
 * By hand, after changing a drawing in design/ (`npx tsx scripts/outline-svg-text.ts`): turns the words in the
 * site's SVG images into outlines, written to public/ and art/.
 * - design/partner-logos/ → public/images/partners/, in Liberation Sans (Debian's `fonts-liberation`): metrically
 *   the same as Arial, the face the sources name, and what Chromium on Linux draws Arial with.
 * - design/images/ → art/images/ (same sub-folders), in Inter, the site's face, from @fontsource/inter. These
 *   drawings are in the brand's colours, written as the palette's placeholders (`{{primary}}`, scripts/content/art.ts):
 *   they are filled for the outlining, which needs colours, and put back in its output.
 *
 * Why: an SVG shown as an `<img>` is a document of its own that cannot use the page's web fonts, so every image with
 * `<text>` looks its font up and shapes its words on the visitor's main thread, for every logo the row shows
 * (docs/decisions/0006-performance-bars.md), and in a different face wherever the named one is missing. Outlined, an
 * image paints as plain shapes and looks the same everywhere.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { optimize } from 'svgo';
import { fillArt, restorePlaceholders } from './content/art.ts';

const root = join(import.meta.dirname, '..');

/**
 * resvg reads TrueType and OpenType files, and @fontsource ships WOFF: the same tables, each compressed with zlib.
 * Unpacks one into a plain font file (WOFF 1.0, https://www.w3.org/TR/WOFF/).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF outlines
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** entrySelector * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Inter (the site's face) in the styles the drawings use, unpacked to plain font files for resvg. */
export function interFiles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'inter-'));
  return ['400-normal', '400-italic', '600-normal', '700-normal'].map((style) => {
    const file = join(dir, `inter-${style}.otf`);
    writeFileSync(file, woffToSfnt(readFileSync(join(root, 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${style}.woff`))));
    return file;
  });
}

const liberationDir = '/usr/share/fonts/truetype/liberation';
const jobs = [
  {
    source: join(root, 'design', 'partner-logos'),
    output: join(root, 'public', 'images', 'partners'),
    family: 'Liberation Sans',
    fontFiles: () => ['Regular', 'Bold', 'Italic', 'BoldItalic'].map((style) => join(liberationDir, `LiberationSans-${style}.ttf`)),
  },
  { source: join(root, 'design', 'images'), output: join(root, 'art', 'images'), family: 'Inter', fontFiles: interFiles },
];

function main() {
  for (const job of jobs) {
    const fontFiles = job.fontFiles();
    const files = readdirSync(job.source, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg'));
    for (const file of files) {
      const source = readFileSync(join(job.source, file), 'utf8');
      const outlined = new Resvg(fillArt(source), {
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: job.family, sansSerifFamily: job.family },
      }).toString();
      if (/<text\b/.test(outlined) || !/<path\b/.test(outlined)) throw new Error(`${file}: the text was not outlined`);
      // Outlines are bigger than words: svgo with a tenth of a unit (a logo is drawn at 180 px for 240 units) halves them.
      const target = join(job.output, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `${restorePlaceholders(optimize(outlined, { multipass: true, floatPrecision: 1 }).data, source)}\n`);
      console.log(`${relative(root, target)}: outlined`);
    }
  }
}

// Only when run, not when another script imports the font helpers (scripts/render-hero-video.ts does).
if (import.meta.url === `file://${process.argv[1]}`) main();
