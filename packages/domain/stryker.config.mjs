// Mutation testing of the shared domain rules: `npm run test:mutation` from the repository root (not part of CI;
// it takes minutes). Stryker changes the source one small edit at a time (a `>=` into `>`, a `ceil` into `round`,
// a string into '') and runs the domain tests that cover the edit; a mutant no test notices is a rule the tests do
// not pin down. The score is printed at the end; the HTML report lands in reports/mutation/.
//
// Incremental mode keeps the previous run's results in reports/mutation/incremental.json, so a rerun only tests
// mutants in code or tests that changed. Delete that file (or pass --force) for a full run. Caveat: a static
// mutant (module-level code, e.g. a zod schema) has no per-test coverage, so a rerun keeps its old 'no coverage'
// or 'survived' result even when a new test would kill it: after adding tests for schemas, run with --force.
// A full run takes about 35 minutes on two busy cores (5,171 mutants, about 1,500 of them static).

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    // The root config holds the `domain` project; `dir` keeps Vitest to the domain's own test files, so the other
    // projects (web, api: its global setup starts databases) find no tests and stay idle.
    configFile: 'vitest.config.ts',
    dir: 'packages/domain',
  },
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    // Barrels: re-exports only, nothing to mutate.
    '!packages/domain/src/**/index.ts',
    // Data, not rules: a list of leaked passwords (one mutant per entry, each "survives" unless every one of
    // ~140 entries had its own test) and the pt-BR texts of the generic error codes.
    '!packages/domain/src/auth/common-passwords.ts',
    '!packages/domain/src/errors/api-error.ts',
  ],
  // The sandbox only needs the domain package and the root's Vitest and TypeScript configuration.
  ignorePatterns: [
    '/apps',
    '/e2e',
    '/docs',
    '/scripts',
    '/data',
    '/reports',
    '/test-results',
    '/.tmp',
    '/.data*',
  ],
  coverageAnalysis: 'perTest',
  // Two cores shared with the rest of the work: one or two test processes.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
};
