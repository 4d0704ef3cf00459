import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHtml, formatHtmlError } from '../../scripts/check-html.ts';

const page = (body: string) => `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Test</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

describe('HTML gate (Nu HTML Checker)', () => {
  it('passes valid pages and names the file, line and message of each error', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'html-gate-'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), page('<main><h1>Fine</h1></main>'));
    writeFileSync(join(dir, 'about', 'index.html'), page('<main>\n<h2 id="x">One</h2>\n<h2 id="x">Two</h2>\n</main>'));
    const { files, errors } = await checkHtml(dir, dir);
    expect(files).toBe(2);
    expect(errors.map(formatHtmlError)).toEqual([expect.stringMatching(/^about\/index\.html:10:\d+ Duplicate ID “x”\.$/)]);
  });
});
