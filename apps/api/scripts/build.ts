// Builds the API ahead of time into dist/ (`npm run build -w @alinhavo/api`):
// - server.js and create-super-admin.js: ESM bundles, so production runs plain JavaScript and no TypeScript is
//   compiled at start. Dependencies stay external (loaded from node_modules at run time) except the workspace's
//   own TypeScript packages (@alinhavo/*), which are bundled. Every entry lands directly in dist/, one level under
//   apps/api like src/, so paths made from import.meta.url ('../drizzle', '../../web/dist') mean the same from both.
// - pgdata-template.tar.gz: an empty embedded database with every migration applied. A new data folder starts
//   from it instead of running initdb and all the migrations (openDatabase's `template`). It is rebuilt only when
//   the migrations or the PGlite version change.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(apiRoot, 'dist');
const migrationsDir = join(apiRoot, 'drizzle');
export const TEMPLATE_FILE = join(outdir, 'pgdata-template.tar.gz');
const TEMPLATE_STAMP = join(outdir, 'pgdata-template.stamp');

export const ENTRY_POINTS = {
  server: 'src/server.ts',
  'create-super-admin': 'src/cli/create-super-admin.ts',
} as const;

/** Bare imports stay external, except the workspace packages, which ship TypeScript source. */
const externalExceptWorkspace: Plugin = {
  name: 'external-except-workspace',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@alinhavo/')
        ? undefined
        : { path: args.path, external: true },
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
    plugins: [externalExceptWorkspace],
    logLevel: 'warning',
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
  if (existsSync(TEMPLATE_FILE) && existsSync(TEMPLATE_STAMP)) {
    if (readFileSync(TEMPLATE_STAMP, 'utf8').trim() === stamp) return false;
  }
  const { openDatabase } = await import('../src/platform/db/client.ts');
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('the embedded database did not dump');
    mkdirSync(outdir, { recursive: true });
    writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(TEMPLATE_STAMP, `${stamp}\n`);
    return true;
  } finally {
    await database.close();
  }
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
