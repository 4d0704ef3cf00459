import { chromium } from '@playwright/test';
import { startStaticServer } from '/work/main/scripts/static-server.ts';
const server = await startStaticServer('/work/main/dist', { host: '127.0.0.1', compressed: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync','--disable-quic'] });
for (const route of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(server.origin + route);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => ({ lt: (window as any).__lt, load: Math.round((performance.getEntriesByType('navigation')[0] as any).loadEventEnd) }));
  console.log(route, JSON.stringify(r));
  await page.close();
}
await browser.close(); await server.close();
