// Run by the build (scripts/build.ts), never by hand: node dist/make-demo-template.js <new folder> <empty template>
// Makes the embedded database a new install starts from when it wants the demo: the empty template with the demo
// company created in it, and the moment it was created (the first start moves the demo's dates to its own day).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../platform/db/client.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { DEMO_SEEDED_AT_FILE } from '../seed/demo-rebase.ts';

const [folder, template] = process.argv.slice(2);
if (!folder || !template) throw new Error('usage: make-demo-template.js <new folder> <empty template>');
const database = await openDatabase({ dataDir: folder, template });
try {
  await database.migrate();
  const seededAt = new Date();
  if (!(await seedDemoIfEmpty(database.db))) throw new Error(`${folder} already had logins`);
  writeFileSync(join(folder, DEMO_SEEDED_AT_FILE), `${seededAt.toISOString()}\n`);
} finally {
  await database.close();
}
