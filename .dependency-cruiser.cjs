// Module boundaries (docs/decisions/013-module-boundaries.md). `npm run lint` runs this after Biome.
const TESTS = '(\\.test\\.tsx?|test-support\\.ts|/test/.*)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-public-entry',
      comment:
        'An API module reaches another only through its public entries: index.ts (services, types) and ' +
        'schema.ts (its tables, for joins). Everything else in a module is private to it.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/(index|schema)\\.ts$'],
      },
    },
    {
      name: 'api-route-registry',
      comment:
        "modules/index.ts, the route registry, reads each module's routes.ts and nothing else private.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/index\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/(index|schema|[a-z-]*routes)\\.ts$',
      },
    },
    {
      name: 'api-module-test-support',
      comment: "Tests may also use another module's test support, never its private files.",
      severity: 'error',
      from: { path: [`^apps/api/src/modules/([^/]+)/.*${TESTS}`] },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: [
          '^apps/api/src/modules/$1/',
          '^apps/api/src/modules/[^/]+/(index|schema)\\.ts$',
          '^apps/api/src/modules/[^/]+/[^/]*test-support\\.ts$',
        ],
      },
    },
    {
      name: 'api-outside-modules-public-entry',
      comment: 'The composition root, seed, CLI, bench and tests outside modules use public entries too.',
      severity: 'error',
      from: { path: '^apps/api/(src/[^/]+\\.ts$|src/(seed|cli)/|bench/|test/)' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/(index|schema|[^/]*test-support)\\.ts$',
      },
    },
    {
      name: 'platform-imports-no-module',
      comment:
        'The platform (db, auth, http, mail, storage...) knows no business module: the composition root ' +
        '(apps/api/src/app.ts and its siblings) hands it what modules provide.',
      severity: 'error',
      from: { path: '^apps/api/src/platform/', pathNot: TESTS },
      to: { path: '^apps/api/src/(modules/|[^/]+\\.ts$)' },
    },
    {
      name: 'web-feature-public-entry',
      comment:
        'A web feature reaches another only through its public entry (index.ts); screens.ts is read by the ' +
        'app shell only.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment: 'Components and lib are shared by every feature and depend on none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-app-uses-public-entries',
      comment:
        "The shell uses a feature's index.ts or its screens.ts (the screen registry), and lazy-loads its pages.",
      severity: 'error',
      from: { path: '^apps/web/src/app/' },
      to: {
        dependencyTypesNot: ['dynamic-import'],
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/(index|screens)\\.ts$',
      },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain holds pure rules: it imports nothing of the apps.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'apps-stay-apart',
      comment: 'The web and the API share code only through packages/domain (type-only imports excepted).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle is a design bug: one side owns the shared rule, or an event decouples them.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.tmp/|/data/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
