#!/usr/bin/env node
/**
 * Draws the installed app's icons (web app manifest, iOS home screen) from the logo of brand.tsx / favicon.svg, in
 * Debian's headless Chromium, into public/icons/. Run it again when the logo changes:
 *   node apps/web/scripts/make-icons.mjs
 * - icon-192.png, icon-512.png ('any'): the rounded tile, transparent corners;
 * - icon-maskable-192.png, icon-maskable-512.png ('maskable'): the tile full bleed, the mark inside the central
 *   safe circle (radius 40%), so any launcher mask keeps all of it;
 * - apple-touch-icon.png (180): full bleed and opaque, iOS rounds it itself;
 * - badge-96.png: the mark alone, white on transparent, for the status bar of a notification (Android).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const PRIMARY = '#0f766e';

/** The mark of brand.tsx on a 32-unit tile; `scale` shrinks the mark around the tile's centre. */
function svg({ rounded, scale = 1, badge = false }) {
  const mark = `<g transform="translate(16 16) scale(${scale}) translate(-16 -15)">
    <path d="M8 22 L16 8 L24 22" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M10 17 h12" stroke="#fff" stroke-width="2" stroke-dasharray="2 2.2" stroke-linecap="round"/>
  </g>`;
  const tile = badge
    ? ''
    : rounded
      ? `<rect width="32" height="32" rx="7" fill="${PRIMARY}"/>`
      : `<rect width="32" height="32" fill="${PRIMARY}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${mark}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-192.png', size: 192, rounded: false, scale: 0.85 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.85 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
  { file: 'badge-96.png', size: 96, badge: true, scale: 1.6 },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
        <div style="width:${icon.size}px;height:${icon.size}px">${svg(icon).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</div>
      </body></html>`,
    );
    await page.screenshot({ path: `${OUT}${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
