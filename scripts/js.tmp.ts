import { chromium } from '@playwright/test';
import { measureFirstLoadJs, describeFiles } from './bench/js-bytes.ts';
import { startStaticServer } from './static-server.ts';
const server = await startStaticServer('/work/main/dist', { host: '127.0.0.1', compressed: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const r of process.argv.slice(2)) { const js = await measureFirstLoadJs(page, server.origin, r, '/work/main/dist'); console.log(r, (js.gzipBytes/1000).toFixed(1), js.budgetKb, describeFiles(js).slice(0, 400)); }
await browser.close(); await server.close();
