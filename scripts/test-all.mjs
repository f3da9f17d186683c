#!/usr/bin/env node
// Runs every test of the project and ends with one plain line: "tests: N passed, N failed".
// 0. typecheck and lint (gates, not counted as tests);
// 1. unit and API tests on the embedded database (PGlite);
// 2. the API tests again on PostgreSQL when DATABASE_URL is set;
// 3. the web build and the browser journeys in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Why a Vitest run failed when no test did: files that failed outside a test (a hook, an import) and errors
 * thrown after a test ended. Printed again at the end, where a truncated CI log still shows it.
 */
function runLevelFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    if (file.status !== 'failed') continue;
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (failedTests === 0)
      lines.push(`${file.name.replace(root, '')}: ${(file.message || 'failed').slice(0, 800)}`);
  }
  if (report.numTotalTestSuites !== undefined && report.numFailedTestSuites > 0 && lines.length === 0)
    lines.push(`${report.numFailedTestSuites} suite(s) failed`);
  return lines;
}

/** Like run, also keeping the tail of the output to quote when the run fails. */
function runKeepingTail(label, command, args, env) {
  console.log(`\n━━ ${label}`);
  return new Promise((resolve) => {
    let tail = '';
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const keep = (target) => (chunk) => {
      target.write(chunk);
      tail = (tail + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, tail }));
  });
}

/** The "Unhandled Errors" block Vitest prints, without colours, cut short. */
function unhandledErrors(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const start = plain.search(/Unhandled (Errors|Rejection|Error)/);
  return start < 0 ? '' : plain.slice(start, start + 3000);
}

async function vitest(label, projects, jsonName, env) {
  const file = join(tmp, jsonName);
  const { ok, tail } = await runKeepingTail(
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
    if (!ok && report.numFailedTests === 0) {
      const why = runLevelFailures(report);
      const unhandled = unhandledErrors(tail);
      if (unhandled) why.push(unhandled);
      problems.push(
        `${label}: the run failed without a failed test${why.length ? `:\n  ${why.join('\n  ')}` : ' (an unhandled error: see above)'}`,
      );
    }
  } else {
    problems.push(`${label}: no report`);
  }
  if (!ok) problems.push(label);
}

function browserJourneys(label, args, jsonName) {
  const file = join(tmp, jsonName);
  const ok = run(
    label,
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else {
    problems.push(`${label}: no report`);
    failed += 1;
  }
  if (!ok) problems.push(label);
}

if (!run('Typecheck', 'npm', ['run', 'typecheck'])) problems.push('typecheck');
if (!run('Lint (Biome and module boundaries)', 'npm', ['run', 'lint'])) problems.push('lint');

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
await vitest(
  'Unit and API tests (PGlite)',
  ['domain', 'web', 'web-components', 'api'],
  'vitest-pglite.json',
  {
    ...envWithoutDatabase,
    DATABASE_URL: '',
  },
);
if (DATABASE_URL) await vitest('API tests (PostgreSQL)', ['api'], 'vitest-postgres.json', { DATABASE_URL });

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
  // Two at a time, then alone the journeys that change what every company sees (e2e/playwright.config.ts).
  browserJourneys(
    'Browser journeys (Chromium)',
    ['--project', 'desktop', '--project', 'phone'],
    'playwright.json',
  );
  browserJourneys(
    'Browser journeys that change the whole platform (Chromium, alone)',
    ['--project', 'platform-wide', '--workers', '1'],
    'playwright-platform.json',
  );
}

if (problems.length) console.log(`\nProblems: ${[...new Set(problems)].join('; ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
