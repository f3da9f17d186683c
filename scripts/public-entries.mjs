#!/usr/bin/env node
// Rewrites imports that reach into another module's private files so they go through its public entry
// (docs/decisions/013-module-boundaries.md), and writes the entries (index.ts) with the names others use.
// Idempotent: run it after moving code between modules; `npm run lint` then checks the boundaries.
//   node scripts/public-entries.mjs [--check]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');

const AREAS = [
  {
    // API modules: others use index.ts (services, types) or schema.ts (tables).
    modules: join(root, 'apps/api/src/modules'),
    sources: [join(root, 'apps/api/src'), join(root, 'apps/api/bench'), join(root, 'apps/api/test')],
    isPublic: (file) => /\/(index|schema)\.ts$/.test(file) || /test-support\.ts$/.test(file),
    // The route registry (modules/index.ts) lists each module's routes.ts, as the web shell reads screens.ts.
    skipSource: (file) => file === join(root, 'apps/api/src/modules/index.ts'),
    specifier: (fromFile, entry) => relativeSpecifier(fromFile, entry),
    entryName: 'index.ts',
    ext: '.ts',
  },
  {
    // Web features: others use index.ts; the shell also reads screens.ts (the screen registry).
    modules: join(root, 'apps/web/src/features'),
    sources: [join(root, 'apps/web/src')],
    isPublic: (file) => /\/(index|screens)\.tsx?$/.test(file),
    specifier: (_fromFile, entry) => `@/features/${entry.split('/features/')[1].split('/')[0]}`,
    entryName: 'index.ts',
    ext: '',
  },
];

const IMPORT = /(import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function relativeSpecifier(fromFile, target) {
  const rel = relative(dirname(fromFile), target).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function resolveTarget(fromFile, spec, area) {
  let base;
  if (spec.startsWith('@/')) base = join(root, 'apps/web/src', spec.slice(2));
  else if (spec.startsWith('.')) base = join(dirname(fromFile), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return area.ext ? null : null;
}

function moduleOf(file, area) {
  if (!file.startsWith(`${area.modules}/`)) return null;
  return file.slice(area.modules.length + 1).split('/')[0];
}

function parseNames(list, wholeIsType) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const isType = wholeIsType || s.startsWith('type ');
      const bare = s.replace(/^type\s+/, '');
      const [imported, local] = bare.split(/\s+as\s+/);
      return { imported: imported.trim(), local: (local ?? imported).trim(), isType };
    });
}

let changedFiles = 0;
for (const area of AREAS) {
  /** entry file → Map(sourceFile → { values:Set, types:Set }) */
  const exportsByEntry = new Map();
  const rewrites = new Map();
  for (const source of area.sources.flatMap((d) => (existsSync(d) ? walk(d) : []))) {
    if (area.skipSource?.(source)) continue;
    const text = readFileSync(source, 'utf8');
    const fromModule = moduleOf(source, area);
    let changed = false;
    const next = text.replace(IMPORT, (whole, kind, typeKw, list, spec) => {
      const target = resolveTarget(source, spec, area);
      if (!target) return whole;
      const toModule = moduleOf(target, area);
      if (!toModule || toModule === fromModule || area.isPublic(target)) return whole;
      const entry = join(area.modules, toModule, area.entryName);
      if (target === entry) return whole;
      const names = parseNames(list, Boolean(typeKw));
      const perEntry = exportsByEntry.get(entry) ?? new Map();
      exportsByEntry.set(entry, perEntry);
      const perSource = perEntry.get(target) ?? { values: new Set(), types: new Set() };
      perEntry.set(target, perSource);
      for (const n of names) (n.isType ? perSource.types : perSource.values).add(n.imported);
      changed = true;
      return `${kind} ${typeKw ?? ''}{${list}} from '${area.specifier(source, entry)}';`;
    });
    if (changed) rewrites.set(source, next);
  }
  for (const [entry, perSource] of exportsByEntry) {
    const existing = existsSync(entry) ? readFileSync(entry, 'utf8') : '';
    const merged = mergeEntry(existing, entry, perSource, area);
    if (merged !== existing) rewrites.set(entry, merged);
  }
  for (const [file, text] of rewrites) {
    changedFiles += 1;
    if (check) console.log(`would change ${relative(root, file)}`);
    else writeFileSync(file, text);
  }
}
console.log(`${check ? 'would change' : 'changed'} ${changedFiles} file(s)`);
if (check && changedFiles > 0) process.exit(1);

/** Adds the names to the entry's `export {…} from './file'` lines, keeping what it already exports. */
function mergeEntry(existing, entry, perSource, area) {
  const lines = new Map();
  const header =
    existing.match(/^(\/\/[^\n]*\n)+/)?.[0] ??
    `// Public entry of this ${area.ext ? 'module' : 'feature'}: what other areas may use.\n`;
  for (const m of existing.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g)) {
    const key = `${m[1] ? 'type' : 'value'}|${m[3]}`;
    const set = lines.get(key) ?? new Set();
    for (const n of m[2]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      set.add(n);
    lines.set(key, set);
  }
  for (const [source, names] of perSource) {
    let spec = relativeSpecifier(entry, source);
    if (!area.ext) spec = spec.replace(/\.tsx?$/, '');
    for (const [kind, set] of [
      ['value', names.values],
      ['type', names.types],
    ]) {
      if (set.size === 0) continue;
      const key = `${kind}|${spec}`;
      const target = lines.get(key) ?? new Set();
      for (const n of set) target.add(n);
      lines.set(key, target);
    }
  }
  // A name exported as a value need not be exported again as a type.
  for (const [key, set] of lines) {
    if (!key.startsWith('type|')) continue;
    const values = lines.get(`value|${key.slice(5)}`);
    if (values) for (const n of values) set.delete(n);
    if (set.size === 0) lines.delete(key);
  }
  // A name re-exported by two files of the area (one re-exporting the other) is taken from the first only.
  const sorted = [...lines.entries()].sort(
    ([a], [b]) => a.split('|')[1].localeCompare(b.split('|')[1]) || a.localeCompare(b),
  );
  const seen = new Set();
  for (const [, set] of sorted) {
    for (const n of [...set]) {
      if (seen.has(n)) set.delete(n);
      seen.add(n);
    }
  }
  const body = sorted
    .filter(([, set]) => set.size > 0)
    .map(([key, set]) => {
      const [kind, spec] = key.split('|');
      return `export ${kind === 'type' ? 'type ' : ''}{ ${[...set].sort().join(', ')} } from '${spec}';`;
    });
  return `${header}${body.join('\n')}\n`;
}
