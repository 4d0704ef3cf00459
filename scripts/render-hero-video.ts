// Renders the company-overview hero video and its poster from the artwork drawn below.
//
//   npx tsx scripts/render-hero-video.ts
//
// Needs ffmpeg with librsvg, libvpx-vp9 and libx264 (Debian: `sudo apt-get install -y ffmpeg`). Writes
// public/media/company-hero.webm, public/media/company-hero.mp4 and art/media/company-hero-poster.svg, and fails
// if the two videos together exceed 1 MB. The outputs are committed: building or testing the site never needs ffmpeg.
// Re-render after changing the artwork, and keep content/company.yaml's width and height in step with WIDTH and HEIGHT.
//
// The brand's colours come from src/styles/palette.ts. The poster is written with the palette's placeholders
// ({{primary}}), so the build fills it like every drawing in art/ and it follows the palette by itself; the videos are
// pictures, drawn with the palette's colours of the day they were rendered: after a change of the palette, run this
// again to bring them in step.
//
// The clip is one seamless loop: every moving part completes a whole number of cycles in DURATION seconds, and the
// poster is its first frame, so the poster, the first frame and the loop point are the same picture.
//
// The picture is drawn on the video's 1280x720 grid but shown far smaller (about 545 px wide beside the company
// overview's heading, 358 px on a phone), so lines are drawn 6 to 10 units wide: 2.5 to 4 px where it is shown, like
// the site's other drawings. Thinner lines (it had 3 units: 1.3 px on a desktop, under 1 px on a phone) blur into the
// background. The poster is an <img>-like picture that cannot use the site's fonts, so the "H2" on the tank is drawn as
// outlines of Inter (the site's face), not as <text>; the video frames use the same outlines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { optimize } from 'svgo';
import { palette, type PaletteName } from '../src/styles/palette.ts';
import { interFiles } from './outline-svg-text.ts';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const DURATION = 6;
const MAX_BYTES = 1_000_000;

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public', 'media');
const posterFile = path.join(root, 'art', 'media', 'company-hero-poster.svg');

/** The picture's colours: the brand's from `brand` (the palette, or its placeholders), the others its own. */
function pictureColours(brand: Record<PaletteName, string>) {
  return {
    sky: brand.primaryTint,
    hill: '#cfe7dc',
    hillFar: '#B9DCCB',
    primary: brand.primary,
    primaryDark: brand.primaryDark,
    accent: brand.accent,
    accentSoft: brand.accentSoft,
    blue: '#2563A8',
    blueSoft: '#DCEEFF',
    ink: '#10211B',
    muted: '#4A5C55',
    line: '#D5E0DB',
    white: '#FFFFFF',
  };
}

type PictureColours = ReturnType<typeof pictureColours>;

/** The palette's placeholders, `{{primary}}` for primary, for the poster that the build fills. */
const placeholders = Object.fromEntries(Object.keys(palette).map((name) => [name, `{{${name}}}`])) as Record<PaletteName, string>;

const TAU = Math.PI * 2;
const f = (n: number) => Number(n.toFixed(2));

let h2Outlines: string | undefined;

/** The "H2" on the hydrogen tank as paths: the words set in Inter Bold, outlined by resvg, tidied by svgo. */
function h2(fill: string): string {
  if (h2Outlines !== undefined) return h2Outlines;
  const words = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}"><g font-family="Inter" font-weight="700" fill="${fill}" text-anchor="middle">
<text x="${385 + 52}" y="${400 + 104}" font-size="60">H</text><text x="${385 + 86}" y="${400 + 116}" font-size="34">2</text></g></svg>`;
  const fontFiles = interFiles();
  const outlined = new Resvg(words, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' } }).toString();
  const paths = optimize(outlined, { multipass: true, floatPrecision: 1 }).data.replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
  if (/<text\b/.test(paths) || !/<path\b/.test(paths)) throw new Error('the "H2" on the hydrogen tank was not outlined');
  h2Outlines = paths;
  return paths;
}

/** The forecast curve on the dashboard: y for x in [0, 1], in the panel's coordinates. */
function forecast(x: number) {
  return 110 - 70 * Math.sin(Math.PI * x) + 8 * Math.sin(TAU * 3 * x);
}

/** The whole picture at phase `p` in [0, 1): one loop of the clip. */
export function frame(p: number, c: PictureColours = pictureColours(palette)): string {
  const glow = 96 + 14 * Math.sin(TAU * p);
  const blade = 240 * p; // three blades: 240° is two whole cycles of the pattern
  const charge = 0.35 + 0.5 * (0.5 - 0.5 * Math.cos(TAU * p));
  const flow = -48 * 4 * p; // dash period 48, four periods per loop
  const shimmer = -200 + 700 * ((p * 2) % 1);
  const cursor = p;
  const curve = Array.from({ length: 41 }, (_, i) => `${i === 0 ? 'M' : 'L'}${f(20 + (i / 40) * 300)} ${f(forecast(i / 40))}`).join('');
  const bubbles = [0, 1, 2, 3].map((i) => {
    const q = (p * 2 + i / 4) % 1;
    return `<circle cx="${f(30 + 22 * Math.sin(TAU * (q + i / 4)))}" cy="${f(150 - 130 * q)}" r="${f(5 + 3 * i % 4)}" fill="${c.white}" opacity="${f(0.9 - 0.8 * q)}"/>`;
  });
  const batteryHeight = 150 * charge;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs><clipPath id="panels"><path d="M0 90l44-90h230l-44 90z"/></clipPath></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.sky}"/>
<circle cx="1090" cy="140" r="${f(glow)}" fill="${c.accent}" opacity=".2"/>
<circle cx="1090" cy="140" r="62" fill="${c.accent}"/>
<path d="M0 520c160-60 360-70 560-30s420 40 720-40v270H0z" fill="${c.hillFar}"/>
<path d="M0 580c200-40 420-40 640 0s440 40 640 0v140H0z" fill="${c.hill}"/>
<g transform="translate(60 40)">
<rect width="360" height="200" rx="18" fill="${c.white}" stroke="${c.line}" stroke-width="6"/>
<rect x="20" y="20" width="120" height="14" rx="7" fill="${c.primary}"/>
<rect x="20" y="44" width="70" height="10" rx="5" fill="${c.line}"/>
<g transform="translate(10 40)">
<path d="${curve}" fill="none" stroke="${c.primary}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M20 150h300" stroke="${c.line}" stroke-width="6" stroke-linecap="round"/>
<path d="M${f(20 + 300 * cursor)} 20v130" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>
<circle cx="${f(20 + 300 * cursor)}" cy="${f(forecast(cursor))}" r="13" fill="${c.accent}" stroke="${c.white}" stroke-width="5"/>
</g></g>
<g fill="none" stroke="${c.primary}" stroke-width="10" stroke-linecap="round" stroke-dasharray="8 40" stroke-dashoffset="${f(flow)}">
<path d="M250 520c60-60 140-80 220-80"/>
<path d="M860 420c-100 0-170 40-240 80"/>
<path d="M640 470c90 10 160 40 200 90"/>
<path d="M700 500c140 10 240 40 330 60"/>
</g>
<g transform="translate(90 520)">
<g clip-path="url(#panels)"><path d="M0 90l44-90h230l-44 90z" fill="${c.blue}"/>
<path d="M${f(shimmer)} 90l60-90h40l-60 90z" fill="${c.white}" opacity=".35"/></g>
<path d="M82 0l-44 90M128 0l-44 90M174 0l-44 90M220 0l-44 90M22 45h230" stroke="${c.blueSoft}" stroke-width="6"/>
<path d="M100 90v50M180 90v50" stroke="${c.muted}" stroke-width="12"/>
</g>
<g transform="translate(880 200)">
<path d="M-8 0h16l8 330h-32z" fill="${c.white}" stroke="${c.muted}" stroke-width="6" stroke-linejoin="round"/>
<g transform="rotate(${f(blade)})">
<g fill="${c.white}" stroke="${c.muted}" stroke-width="6" stroke-linejoin="round">
<path d="M0 0c16-30 16-110 0-150c-16 40-16 120 0 150z"/>
<path d="M0 0c16-30 16-110 0-150c-16 40-16 120 0 150z" transform="rotate(120)"/>
<path d="M0 0c16-30 16-110 0-150c-16 40-16 120 0 150z" transform="rotate(240)"/>
</g></g>
<circle r="18" fill="${c.primary}"/>
</g>
<g transform="translate(520 330)">
<rect width="200" height="250" rx="12" fill="${c.white}" stroke="${c.line}" stroke-width="7"/>
<g fill="${c.blueSoft}">${[0, 1, 2, 3]
    .flatMap((row) => [0, 1, 2].map((col) => `<rect x="${28 + col * 54}" y="${28 + row * 48}" width="38" height="32" rx="5"/>`))
    .join('')}</g>
<rect x="76" y="200" width="48" height="50" rx="5" fill="${c.primary}"/>
</g>
<g transform="translate(1030 420)">
<rect width="110" height="190" rx="18" fill="${c.primary}"/>
<rect x="38" y="-16" width="34" height="20" rx="5" fill="${c.primaryDark}"/>
<rect x="18" y="${f(20 + 150 - batteryHeight)}" width="74" height="${f(batteryHeight)}" rx="8" fill="${c.accent}"/>
<path d="M60 70l-16 34h22l-14 34" fill="none" stroke="${c.primaryDark}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
</g>
<g transform="translate(385 400)">
<rect width="120" height="170" rx="60" fill="${c.blueSoft}" stroke="${c.blue}" stroke-width="8"/>
<g transform="translate(30 10)">${bubbles.join('')}</g>
</g>
${h2(c.blue)}
</svg>
`;
}

function run(args: string[]) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error(`ffmpeg could not run (${result.error.message}). Install it: sudo apt-get install -y ffmpeg`);
  if (result.status !== 0) throw new Error(`ffmpeg exited with ${result.status}`);
}

function main() {
  const frames = FPS * DURATION;
  const work = mkdtempSync(path.join(tmpdir(), 'hero-video-'));
  try {
    for (let i = 0; i < frames; i++) {
      writeFileSync(path.join(work, `frame-${String(i).padStart(4, '0')}.svg`), frame(i / frames));
    }
    // Rasterise once, then encode twice from the same PNGs.
    run(['-framerate', String(FPS), '-i', path.join(work, 'frame-%04d.svg'), path.join(work, 'frame-%04d.png')]);
    const input = ['-framerate', String(FPS), '-i', path.join(work, 'frame-%04d.png')];
    const webm = path.join(outDir, 'company-hero.webm');
    const mp4 = path.join(outDir, 'company-hero.mp4');
    run([...input, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', webm]);
    run([...input, '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]);
    writeFileSync(posterFile, frame(0, pictureColours(placeholders)));
    const sizes = [webm, mp4].map((file) => statSync(file).size);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(`webm ${sizes[0]} bytes, mp4 ${sizes[1]} bytes, together ${total} bytes`);
    if (total > MAX_BYTES) throw new Error(`the videos together are ${total} bytes, over the ${MAX_BYTES}-byte limit: raise the crf values`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
