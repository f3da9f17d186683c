import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Two pages: the app (index.html) and the landing page's light entry (landing.html, pre-rendered after the
    // build by scripts/prerender-landing.mjs and served at /).
    rolldownOptions: {
      input: { index: page('./index.html'), landing: page('./landing.html') },
      output: {
        codeSplitting: {
          // Vite's small preload helper in a chunk of its own: else it lands in the chunk the two pages share
          // (React), and the landing's entry, which loads the page's script only after the first paint, would
          // preload React right away to get the helper.
          groups: [{ name: 'preload-helper', test: /vite[\\/]preload-helper/ }],
        },
      },
    },
  },
});
