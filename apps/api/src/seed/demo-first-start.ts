import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { DEMO_SEEDED_AT_FILE, rebaseDemoDates } from './demo-rebase.ts';

type TemplateConfig = Pick<Config, 'seedDemo' | 'databaseTemplate' | 'demoDatabaseTemplate'>;

/**
 * The folder a new embedded database starts as a copy of: the build's database with the demo already in it when
 * the demo is wanted (seeding it takes seconds of CPU, copying it a fraction of one), else the empty one.
 */
export function embeddedTemplate(config: TemplateConfig): string {
  const demo = config.demoDatabaseTemplate;
  return config.seedDemo && existsSync(join(demo, DEMO_SEEDED_AT_FILE)) ? demo : config.databaseTemplate;
}

/**
 * The demo company on a first start: a data folder just copied from the demo template gets its dates moved to
 * today; a database without logins gets the demo created. Answers whether the demo was made now.
 */
export async function ensureDemo(database: DatabaseHandle, dataDir: string | undefined): Promise<boolean> {
  const marker = dataDir && join(dataDir, DEMO_SEEDED_AT_FILE);
  if (database.madeFromTemplate && marker && existsSync(marker)) {
    await rebaseDemoDates(database.db, new Date(readFileSync(marker, 'utf8').trim()));
    rmSync(marker);
    return true;
  }
  return seedDemoIfEmpty(database.db);
}
