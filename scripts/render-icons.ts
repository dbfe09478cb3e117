/**
 * Renders public/icons/icon.svg to the PNG icons of the web app manifest in the system Chromium,
 * so the icons come from one drawing and need no image tool. Run after changing the drawing:
 *   npx tsx scripts/render-icons.ts
 * The PNGs are committed; the build does not run this.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
// Maskable: the whole square is background and the drawing sits in the 80 % safe circle.
const maskable = svg
  .replace('rx="96"', 'rx="0"')
  .replace(
    '<g fill="none"',
    '<g transform="translate(256 256) scale(0.72) translate(-256 -256)" fill="none"',
  );

const targets = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-192.png', size: 192, source: maskable },
  { file: 'maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, source } of targets) {
    const page = await browser.newPage({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    const html = `<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;
    await page.setContent(html);
    writeFileSync(
      `public/icons/${file}`,
      await page.screenshot({
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      }),
    );
    await page.close();
    console.log(`public/icons/${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
