import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The boundary rules of `npm run lint` (.dependency-cruiser.cjs, ADR 013), run on a small planted tree: each
// forbidden import must be reported, each allowed one must not.
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const depcruise = join(repo, 'node_modules/.bin/depcruise');
const tree = mkdtempSync(join(tmpdir(), 'alinhavo-boundaries-'));

afterAll(() => rmSync(tree, { recursive: true, force: true }));

function plant(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

function violations(): string[] {
  const run = spawnSync(
    depcruise,
    ['apps', 'packages', '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: tree, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

plant({
  'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  // API: a module's private file, its public entries, the platform, a cycle through public entries.
  'apps/api/src/modules/stock/ledger.service.ts': 'export const post = 1;\n',
  'apps/api/src/modules/stock/schema.ts': 'export const stockMovements = 1;\n',
  'apps/api/src/modules/stock/index.ts': "export { post } from './ledger.service.ts';\n",
  'apps/api/src/modules/sales/private.ts':
    "import { post } from '../stock/ledger.service.ts';\nexport const planted = post;\n",
  'apps/api/src/modules/sales/public.ts':
    "import { post } from '../stock/index.ts';\nimport { stockMovements } from '../stock/schema.ts';\nexport const ok = [post, stockMovements];\n",
  'apps/api/src/platform/http/planted.ts':
    "import { post } from '../../modules/stock/index.ts';\nexport const planted = post;\n",
  'apps/api/src/modules/a/index.ts': "import { b } from '../b/index.ts';\nexport const a = () => b;\n",
  'apps/api/src/modules/b/index.ts': "import { a } from '../a/index.ts';\nexport const b = () => a;\n",
  // Web: a feature's private file and its public entry; shared components importing a feature.
  'apps/web/src/features/batches/screen-link.tsx': 'export const ScreenLink = 1;\n',
  'apps/web/src/features/batches/index.ts': "export { ScreenLink } from './screen-link';\n",
  'apps/web/src/features/orders/private.tsx':
    "import { ScreenLink } from '@/features/batches/screen-link';\nexport const planted = ScreenLink;\n",
  'apps/web/src/features/orders/public.tsx':
    "import { ScreenLink } from '@/features/batches';\nexport const ok = ScreenLink;\n",
  'apps/web/src/components/planted.tsx':
    "import { ScreenLink } from '@/features/batches';\nexport const planted = ScreenLink;\n",
  // Domain: never the apps.
  'packages/domain/src/planted.ts':
    "import { post } from '../../../apps/api/src/modules/stock/index.ts';\nexport const planted = post;\n",
});

describe('module boundaries (npm run lint)', () => {
  const found = violations();

  it('refuses an import of another module’s private file', () => {
    expect(found).toContain(
      'api-module-public-entry: apps/api/src/modules/sales/private.ts → apps/api/src/modules/stock/ledger.service.ts',
    );
  });

  it('allows another module’s index.ts and schema.ts', () => {
    expect(found.filter((v) => v.includes('sales/public.ts'))).toEqual([]);
  });

  it('refuses a platform import of a module', () => {
    expect(found).toContain(
      'platform-imports-no-module: apps/api/src/platform/http/planted.ts → apps/api/src/modules/stock/index.ts',
    );
  });

  it('refuses an import cycle between modules', () => {
    expect(found.some((v) => v.startsWith('no-circular: apps/api/src/modules/a/index.ts'))).toBe(true);
  });

  it('refuses a web feature reaching into another feature, and shared code importing a feature', () => {
    expect(found).toContain(
      'web-feature-public-entry: apps/web/src/features/orders/private.tsx → apps/web/src/features/batches/screen-link.tsx',
    );
    expect(found.filter((v) => v.includes('orders/public.tsx'))).toEqual([]);
    expect(found).toContain(
      'web-shared-code-imports-no-feature: apps/web/src/components/planted.tsx → apps/web/src/features/batches/index.ts',
    );
  });

  it('refuses a domain import of the apps', () => {
    expect(found).toContain(
      'domain-imports-no-app: packages/domain/src/planted.ts → apps/api/src/modules/stock/index.ts',
    );
  });
});
