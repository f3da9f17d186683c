// Builds the API ahead of time into dist/ (`npm run build -w @alinhavo/api`):
// - server.js and create-super-admin.js: ESM bundles, so production runs plain JavaScript and no TypeScript is
//   compiled at start. The workspace's TypeScript packages (@alinhavo/*) and the pure-JavaScript dependencies are
//   bundled; EXTERNAL_PACKAGES load from node_modules. Every entry lands directly in dist/, one level under
//   apps/api like src/, so paths made from import.meta.url ('../drizzle', '../../web/dist') mean the same from both.
// - pgdata-template/: an empty embedded database with every migration applied. A new data folder starts as a
//   copy of it instead of running initdb and all the migrations (openDatabase's `template`). It is rebuilt only
//   when the migrations or the PGlite version change.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(apiRoot, 'dist');
const migrationsDir = join(apiRoot, 'drizzle');
export const TEMPLATE_DIR = join(outdir, 'pgdata-template');
const TEMPLATE_STAMP = join(outdir, 'pgdata-template.stamp');

export const ENTRY_POINTS = {
  server: 'src/server.ts',
  'create-super-admin': 'src/cli/create-super-admin.ts',
} as const;

/**
 * Dependencies that stay external, loaded from node_modules at run time: those that read their own files next to
 * their code (PGlite's WebAssembly, data and extension bundles; argon2's native binary; pino's worker transports)
 * and the two imported lazily only for labels (bwip-js, pdf-lib). Every other dependency is pure JavaScript and is
 * bundled: resolving and loading ~30 packages file by file from node_modules cost more than a third of a restart's
 * CPU (1.9 s → 1.2 s measured with bench/start-times.ts).
 */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', '@node-rs/argon2', 'pino', 'bwip-js', 'pdf-lib'];

const keepExternal: Plugin = {
  name: 'keep-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

export async function bundleApi(): Promise<void> {
  await build({
    absWorkingDir: apiRoot,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces need the mapping, not the sources (they are in the repository).
    sourcesContent: false,
    plugins: [keepExternal],
    logLevel: 'warning',
    // Bundled CommonJS dependencies require() Node's built-in modules; an ES module has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
}

/** What the template depends on: every migration file and the PGlite version that wrote it. */
function templateStamp(): string {
  const hash = createHash('sha256');
  const entry = import.meta.resolve('@electric-sql/pglite'); // …/pglite/dist/index.js
  const pglite = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', entry)), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(`${file}\n`).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex');
}

/** Answers whether it had to make the template (false: the existing one is current). */
export async function buildDatabaseTemplate(): Promise<boolean> {
  const stamp = templateStamp();
  if (existsSync(join(TEMPLATE_DIR, 'PG_VERSION')) && existsSync(TEMPLATE_STAMP)) {
    if (readFileSync(TEMPLATE_STAMP, 'utf8').trim() === stamp) return false;
  }
  const { openDatabase } = await import('../src/platform/db/client.ts');
  const making = `${TEMPLATE_DIR}.making`;
  rmSync(making, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: making });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  rmSync(TEMPLATE_STAMP, { force: true });
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  renameSync(making, TEMPLATE_DIR);
  writeFileSync(TEMPLATE_STAMP, `${stamp}\n`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await bundleApi();
  const made = await buildDatabaseTemplate();
  console.log(
    `API built into ${outdir} in ${Math.round(performance.now() - started)} ms` +
      (made ? ' (database template made)' : ' (database template current)'),
  );
}
