#!/usr/bin/env node
/**
 * Pre-renders the landing page into the built landing.html (after `vite build`), so the hero paints before any
 * script runs; src/landing-main.tsx then hydrates it. The page is rendered with the reference plans, which go into
 * the HTML as JSON for the hydration to start from the same data.
 *
 *   node scripts/prerender-landing.mjs [outDir]   (default: dist)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(process.cwd(), process.argv[2] ?? resolve(webDir, 'dist'));
const htmlFile = resolve(outDir, 'landing.html');
const MARKER = '<div id="root"><!--landing-prerender--></div>';

/** JSON safe inside a <script> element. */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const html = readFileSync(htmlFile, 'utf8');
if (!html.includes(MARKER)) {
  console.error(
    `prerender-landing: ${htmlFile} has no ${MARKER} (already pre-rendered, or not the landing page)`,
  );
  process.exit(1);
}

// Vite's SSR loader resolves the '@/' alias, TSX and the workspace packages exactly as the build does.
const vite = await createServer({
  root: webDir,
  configFile: resolve(webDir, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { LandingPage } = await vite.ssrLoadModule('/src/features/landing/landing-page.tsx');
  const { REFERENCE_PLANS } = await vite.ssrLoadModule('/src/features/landing/reference-plans.ts');
  const body = renderToString(createElement(LandingPage, { initialPlans: REFERENCE_PLANS }));
  if (!body.includes('id="hero-title"')) throw new Error('the rendered landing page has no hero heading');
  const page = html.replace(
    MARKER,
    `<script type="application/json" id="landing-plans">${scriptJson(REFERENCE_PLANS)}</script>\n    <div id="root">${body}</div>`,
  );
  writeFileSync(htmlFile, page);
  console.log(`prerender-landing: ${htmlFile} (${(body.length / 1024).toFixed(1)} KiB of HTML)`);
} finally {
  await vite.close();
}
