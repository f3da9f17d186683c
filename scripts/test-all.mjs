#!/usr/bin/env node
// Runs every test of the project and ends with one plain line: "tests: N passed, N failed".
// 0. typecheck and lint (gates, not counted as tests);
// 1. unit and API tests on the embedded database (PGlite);
// 2. the API tests again on PostgreSQL when DATABASE_URL is set;
// 3. the web build and the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function vitest(label, projects, jsonName, env) {
  const file = join(tmp, jsonName);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0)
      problems.push(`${label}: the run failed without a failed test (see above)`);
  } else {
    problems.push(`${label}: no report`);
  }
  if (!ok) problems.push(label);
}

if (!run('Typecheck', 'npm', ['run', 'typecheck'])) problems.push('typecheck');
if (!run('Lint (Biome)', 'npx', ['biome', 'check', '.'])) problems.push('lint');

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
vitest('Unit and API tests (PGlite)', ['domain', 'web', 'api'], 'vitest-pglite.json', {
  ...envWithoutDatabase,
  DATABASE_URL: '',
});
if (DATABASE_URL) vitest('API tests (PostgreSQL)', ['api'], 'vitest-postgres.json', { DATABASE_URL });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  problems.push(
    `Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
  );
  failed += 1;
} else if (!run('Web build', 'npm', ['run', 'build'])) {
  problems.push('web build');
  failed += 1;
} else {
  const file = join(tmp, 'playwright.json');
  const ok = run(
    'Browser journeys (Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else {
    problems.push('browser journeys: no report');
    failed += 1;
  }
  if (!ok) problems.push('browser journeys');
}

if (problems.length) console.log(`\nProblems: ${[...new Set(problems)].join('; ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
