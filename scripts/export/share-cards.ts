/**
 * Share cards: a 1200×630 PNG per canonical page, drawn at build time from its content (the page's title, the
 * brand, the product's illustration where the page belongs to a product) with satori (layout to SVG) and resvg
 * (SVG to PNG). The big social networks do not show SVG cards.
 *
 * Rendering is cached by a hash of everything that goes into a card (its words, the images, the fonts and this
 * file), so a build renders only the cards whose page changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { palette } from '../../src/styles/palette.ts';
import { siteFile } from '../content/art.ts';
import { shareCardPath, shareCardSize } from '../../src/lib/share-card.ts';

export interface ShareCard {
  /** The page's path, e.g. /about-us/careers. */
  path: string;
  title: string;
  /** One or two sentences under the title: the page's search description. */
  description: string;
  /** A small line above the title: the product's name, or the company's. */
  eyebrow: string;
  /** A site path of an SVG illustration (in public/ or art/), or none. */
  image?: string;
}

interface CardContext {
  root: string;
  /** The site's address without scheme, printed at the bottom, e.g. solvara.example. */
  domain: string;
  /** Site path of the brand mark (SVG). */
  mark: string;
  siteName: string;
}

type Node = { type: string; props: { style?: Record<string, string | number>; children?: Node | Node[] | string; src?: string; width?: number; height?: number } };
const h = (type: string, style: Record<string, string | number>, children?: Node | Node[] | string, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

const fontFile = (root: string, weight: number) => join(root, 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff`);

function svgDataUrl(root: string, sitePath: string): string {
  return `data:image/svg+xml;base64,${siteFile(root, sitePath).toString('base64')}`;
}

function layout(card: ShareCard, context: CardContext): Node {
  const { width, height } = shareCardSize;
  const textWidth = card.image ? 560 : width - 2 * 72;
  const text = h('div', { display: 'flex', flexDirection: 'column', width: textWidth, flexShrink: 0, justifyContent: 'space-between', height: '100%' }, [
    h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
      h('img', { width: 72, height: 72 }, undefined, { src: svgDataUrl(context.root, context.mark), width: 72, height: 72 }),
      h('div', { fontSize: 40, fontWeight: 700, color: palette.inverse }, context.siteName),
    ]),
    h('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
      h('div', { fontSize: 26, fontWeight: 700, color: palette.accent, textTransform: 'uppercase', letterSpacing: 2 }, card.eyebrow),
      h('div', { fontSize: card.title.length > 40 ? 50 : 60, fontWeight: 700, lineHeight: 1.12, color: palette.inverse }, card.title),
      h('div', { fontSize: 26, lineHeight: 1.4, color: palette.inverseMuted, maxHeight: 4 * 26 * 1.4, overflow: 'hidden' }, card.description),
    ]),
    h('div', { fontSize: 28, color: palette.inverseMuted }, context.domain),
  ]);
  const illustration = card.image
    ? h('div', { display: 'flex', width: 450, height: 300, borderRadius: 24, overflow: 'hidden', backgroundColor: palette.primaryTint, flexShrink: 0 }, [
        h('img', { width: 450, height: 300 }, undefined, { src: svgDataUrl(context.root, card.image), width: 450, height: 300 }),
      ])
    : undefined;
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      // satori sizes boxes without their padding (content-box).
      width: width - 2 * 72,
      height: height - 2 * 64,
      padding: '64px 72px',
      backgroundColor: palette.inverseSurface,
      backgroundImage: `linear-gradient(135deg, ${palette.inverseSurface} 0%, ${palette.inverseSurface} 55%, ${palette.primary} 100%)`,
      fontFamily: 'Inter',
    },
    illustration ? [text, illustration] : [text],
  );
}

async function render(card: ShareCard, context: CardContext): Promise<Buffer> {
  const svg = await satori(layout(card, context) as unknown as Parameters<typeof satori>[0], {
    ...shareCardSize,
    fonts: [
      { name: 'Inter', data: readFileSync(fontFile(context.root, 400)), weight: 400, style: 'normal' },
      { name: 'Inter', data: readFileSync(fontFile(context.root, 700)), weight: 700, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareCardSize.width } }).render().asPng();
}

function cacheKey(card: ShareCard, context: CardContext): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ card, context: { ...context, root: '' }, palette, size: shareCardSize }));
  for (const file of [import.meta.filename, fontFile(context.root, 400), fontFile(context.root, 700)]) hash.update(readFileSync(file));
  for (const sitePath of [context.mark, card.image]) if (sitePath) hash.update(siteFile(context.root, sitePath));
  return hash.digest('hex').slice(0, 32);
}

/** Writes every card into `dist`, rendering only those not in `cacheDir` yet. */
export async function writeShareCards(cards: ShareCard[], context: CardContext, dist: string, cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  let rendered = 0;
  for (const card of cards) {
    const cached = join(cacheDir, `${cacheKey(card, context)}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await render(card, context));
      rendered++;
    }
    const target = join(dist, shareCardPath(card.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(cached));
  }
  return { rendered, cached: cards.length - rendered };
}
