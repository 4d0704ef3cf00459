/**
 * `npm run bench -- --only=editor`: the content editor's two bars (docs/decisions/0010-content-editor.md), on the
 * development server it runs on, at the host's own speed (the editor runs on the author's machine, not a phone):
 *   - opening the editor with the content file whose form is largest, until its fields are there: ≤ 2,000 ms;
 *   - a key typed into a field, until the preview's page shows it: ≤ 200 ms.
 * Each is the median of --runs runs, each on a fresh page after one run that lets Vite compile the editor. Both are
 * timed inside the browser (a navigation's own clock; the key's event time against the moment the frame's page holds
 * the text, on the one clock both documents share), so the test harness's own round trips are not counted. The
 * host's benchmark index is read around the runs, and a figure taken while the host was unsteady or busy with other
 * work is not judged.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { splitFrontMatter } from '../content/markdown.ts';
import { listFiles } from '../content/routes.ts';
import { chromiumArgs } from '../find-browser.ts';
import { measureBenchmarkIndex, steadiness, withOtherWork, type Steadiness } from './calibration.ts';
import { otherWorkLimit, watchOtherWork } from './other-work.ts';
import { median } from './stats.ts';

export const editorBars = { openMs: 2000, previewMs: 200 } as const;

export interface EditorFigure {
  name: string;
  file: string;
  bar: number;
  runs: number[];
  medianMs: number | null;
  host: Steadiness;
}

/** The content file whose form has the most fields: the most values in its YAML (a Markdown entry's front matter). */
async function largestForm(root: string): Promise<string> {
  const files = (await listFiles(join(root, 'content'))).filter((file) => /^(?:[a-z0-9-]+\.yaml|[a-z]+\/[a-z0-9-]+\.(?:yaml|md))$/.test(file));
  const values = (data: unknown): number => (typeof data === 'object' && data !== null ? Object.values(data).reduce<number>((sum, value) => sum + values(value), 0) : 1);
  const counted = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(root, 'content', file), 'utf8');
      return { file, values: values(parse(file.endsWith('.md') ? (splitFrontMatter(text)?.frontMatter ?? '') : text)) };
    }),
  );
  return counted.sort((a, b) => b.values - a.values)[0]!.file;
}

async function startDevServer(root: string, port: number) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Dev server at') && resolve());
    server.once('exit', (code) => reject(new Error(`the development server stopped with ${code}`)));
  });
  return { origin: `http://localhost:${port}`, stop: () => server.kill() };
}

/** Milliseconds from the navigation's start to the form with its save button and every field rendered. */
async function openTime(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => {
      const save = document.querySelector('form button[type="submit"]');
      return save && document.querySelectorAll('form input, form textarea, form select').length > 0 ? performance.now() : null;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Milliseconds from a key press in the first field whose text the desktop preview shows, to the preview holding the
 * new text: the key's event time, and a mutation observer in the frame, both on the shared wall clock.
 */
async function previewTime(page: Page): Promise<number> {
  const frame = page.frameLocator('iframe[title$="at 1280 pixels wide"]');
  await frame.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const frameHandle = await page.locator('iframe[title$="at 1280 pixels wide"]').elementHandle();
  const content = await frameHandle!.contentFrame();
  const pageText = await content!.evaluate(() => document.querySelector('main')?.textContent ?? '');
  const fields = page.locator('form input:not([type]), form textarea');
  const count = await fields.count();
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index);
    const value = await field.inputValue();
    if (value.length < 12 || !pageText.includes(value)) continue;
    const expected = `${value}Q`;
    await content!.evaluate((text) => {
      (window as unknown as { shownAt: Promise<number> }).shownAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('main')?.textContent?.includes(text)) {
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, expected);
    await field.evaluate((element) => {
      element.addEventListener('keydown', (event) => ((window as unknown as { keyAt: number }).keyAt = performance.timeOrigin + event.timeStamp), { once: true });
    });
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Q');
    const shownAt = await content!.evaluate(() =>
      Promise.race([(window as unknown as { shownAt: Promise<number> }).shownAt, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('the preview did not show the key in 10 s')), 10_000))]),
    );
    const keyAt = await page.evaluate(() => (window as unknown as { keyAt: number }).keyAt);
    return shownAt - keyAt;
  }
  throw new Error('no field of the form has text its preview shows');
}

export async function measureEditor(root: string, browserPath: string, runs: number, log: (line: string) => void): Promise<EditorFigure[]> {
  const file = await largestForm(root);
  const name = file.replace(/\.(yaml|md)$/, '');
  const server = await startDevServer(root, 5290);
  const browser: Browser = await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
  const url = `${server.origin}/admin?file=${encodeURIComponent(name)}`;
  try {
    const warm = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    log(`[editor] content/${file}: first open (Vite compiles the editor) ${Math.round(await openTime(warm, url))} ms`);
    await warm.close();
    const readings: number[] = [];
    const open: number[] = [];
    const preview: number[] = [];
    const otherWork = watchOtherWork();
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      readings.push(await measureBenchmarkIndex(page));
      open.push(await openTime(page, url));
      preview.push(await previewTime(page));
      readings.push(await measureBenchmarkIndex(page));
      log(`[editor] run ${run}/${runs}: open ${Math.round(open.at(-1)!)} ms, preview ${Math.round(preview.at(-1)!)} ms, benchmark index ${Math.round(readings.at(-1)!)}`);
      await page.close();
    }
    const host = withOtherWork(steadiness(readings), otherWork?.stop().cores ?? null, otherWorkLimit);
    return [
      { name: 'Open the editor and the largest form', file, bar: editorBars.openMs, runs: open, medianMs: median(open), host },
      { name: 'A key typed, until the preview shows it', file, bar: editorBars.previewMs, runs: preview, medianMs: median(preview), host },
    ];
  } finally {
    await browser.close();
    server.stop();
  }
}

export function editorReport(figures: EditorFigure[]): { markdown: string; missed: string[]; unjudged: string[] } {
  const missed: string[] = [];
  const unjudged: string[] = [];
  const rows = figures.map((figure) => {
    const value = figure.medianMs === null ? null : Math.round(figure.medianMs);
    const spread = `${Math.round(Math.min(...figure.runs))}–${Math.round(Math.max(...figure.runs))}`;
    let verdict: string;
    const isMissed = value === null || value > figure.bar;
    if (figure.host.unjudged && !(figure.host.onlyMisses && isMissed)) {
      // The editor is timed unslowed: on a host faster than the calculator's range a miss counts, a pass does not.
      const reason = figure.host.onlyMisses ? `the host was faster than the calculator's range (benchmark index ${Math.round(figure.host.medianIndex ?? 0)}): a miss would count, a pass does not` : figure.host.unjudged;
      verdict = `not judged: ${reason}`;
      unjudged.push(figure.name);
    } else if (isMissed) {
      verdict = 'MISSED';
      missed.push(figure.name);
    } else {
      verdict = 'ok';
    }
    return `| ${figure.name} (content/${figure.file}) | ${value ?? '–'} (${spread}) | ≤ ${figure.bar} | ${verdict} | ${Math.round(figure.host.medianIndex ?? 0)} |`;
  });
  const markdown = ['| editor | ms, median (range) | bar ms | verdict | host index |', '| --- | ---: | ---: | --- | ---: |', ...rows].join('\n');
  return { markdown, missed, unjudged };
}
