// Every word the web app's source could hand to cn(): the words of its string literals and template texts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = new URL('../src', import.meta.url).pathname;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) &&
      name !== 'tw-merge-config.ts' &&
      !/\.test\.tsx?$/.test(name) &&
      !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The words of every '…', "…" and `…` in the source (template holes left out). */
export function tailwindTokens() {
  const tokens = new Set();
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/))
        if (/^[!\-\w@[]/.test(word) && /[a-z]/.test(word)) tokens.add(word);
    }
  }
  return [...tokens].sort();
}
