/**
 * App icons and the web manifest, drawn at build time from the brand mark (art/images/logo-mark.svg): the
 * SVG favicon stays for browsers that take it; phones and "add to home screen" need PNGs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { siteFile } from '../content/art.ts';

export const appIcons = [
  { file: '/icons/icon-192.png', size: 192 },
  { file: '/icons/icon-512.png', size: 512 },
  { file: '/icons/apple-touch-icon.png', size: 180 },
] as const;

export const manifestPath = '/site.webmanifest';

/** The <link> tags every page carries for them. */
export const iconLinks = `<link rel="manifest" href="${manifestPath}"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`;

interface ManifestInfo {
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
}

/** `root` is the project's: the mark is read as the site serves it, its colours filled from the palette. */
export function writeIcons(root: string, dist: string, info: ManifestInfo) {
  const mark = siteFile(root, '/images/logo-mark.svg');
  mkdirSync(join(dist, 'icons'), { recursive: true });
  for (const { file, size } of appIcons) {
    const png = new Resvg(mark, { fitTo: { mode: 'width', value: size } }).render().asPng();
    writeFileSync(join(dist, file), png);
  }
  const manifest = {
    name: info.name,
    short_name: info.shortName,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: info.themeColor,
    background_color: info.backgroundColor,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      ...appIcons.filter(({ size }) => size !== 180).map(({ file, size }) => ({ src: file, type: 'image/png', sizes: `${size}x${size}` })),
    ],
  };
  writeFileSync(join(dist, manifestPath), `${JSON.stringify(manifest, null, 2)}\n`);
}
