import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
const ticks = () => { let s = 0; for (const p of readdirSync('/proc')) { if (!/^\d+$/.test(p)) continue; try { const c = readFileSync(`/proc/${p}/comm`, 'utf8').trim(); if (!c.startsWith('chrom')) continue; const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' '); s += Number(f[11]) + Number(f[12]); } catch {} } return s / 100; };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const sw of ['allow', 'block', 'allow', 'block'] as const) {
const context = await browser.newContext({ baseURL: 'http://localhost:3999', viewport: { width: 800, height: 1280 }, hasTouch: true, locale: 'en-IN', serviceWorkers: sw });
const page = await context.newPage();
let a = ticks(); const t0 = performance.now();
await page.goto('/login');
await page.getByLabel(/email/i).fill('admin@greige.local');
await page.getByRole('textbox', { name: /^password/i }).fill('profile password 1');
await page.getByRole('button', { name: /sign in|log in|login/i }).click();
await page.waitForURL(/\/select-home$/);
await page.goto('/dashboard');
await page.getByRole('main').getByText(/./).first().waitFor();
const wall = performance.now() - t0;
const b = ticks();
await page.waitForTimeout(8000);
console.log(sw, 'until dashboard: wall', Math.round(wall), 'cpu', (b - a).toFixed(2), ' then 8s idle cpu', (ticks() - b).toFixed(2));
await context.close();
}
await browser.close();
