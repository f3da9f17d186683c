import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst, transformWithOxc } from 'vite';
import {
  type ModuleShape,
  readModule,
  schemaExportsOf,
  splitSchemaModule,
} from './src/lib/split-schema-module.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const domainModule = /[\\/]packages[\\/]domain[\\/]src[\\/][^?]*\.ts$/;
const schemaPart = /\?schema-split=(plain|schemas)$/;

/**
 * The domain's contract modules build zod schemas next to plain values (messages, constants, pure rules) that the
 * shell needs; a module lives in one chunk, so one plain import used to put zod into the first load. Each such
 * module becomes a facade over a plain part and a schema part (src/lib/split-schema-module.ts): the shell gets the
 * plain part, the schemas go with the screens that use them.
 */
function splitDomainSchemas(): Plugin {
  const parts = new Map<string, string>();
  const parse = (source: string) => parseAst(source);
  const schemaExports = new Map<string, Promise<Set<string>>>();

  const resolveRelative = (importer: string, source: string): string | null => {
    if (!source.startsWith('.')) return null;
    const file = resolve(dirname(importer), source);
    for (const candidate of [file, `${file}.ts`, join(file, 'index.ts')]) {
      if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
    }
    return null;
  };

  /** Which names each imported domain module exports as schemas, so that what derives from them is one too. */
  async function importedSchemas(file: string, shape: ModuleShape, chain: string[]) {
    const known = new Map<string, Set<string>>();
    for (const source of new Set([...shape.imports, ...shape.reExports].map((entry) => entry.source))) {
      const target = resolveRelative(file, source);
      if (target && !chain.includes(target)) known.set(source, await exportsOf(target, [...chain, target]));
    }
    return {
      isSchemaImport: (source: string, name: string) => known.get(source)?.has(name) ?? false,
      reExported: (source: string) => known.get(source) ?? new Set<string>(),
    };
  }

  function exportsOf(file: string, chain: string[]): Promise<Set<string>> {
    let found = schemaExports.get(file);
    if (!found) {
      found = (async () => {
        const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
        const shape = readModule(code, parse);
        if (!shape) return new Set<string>();
        const known = await importedSchemas(file, shape, chain);
        return schemaExportsOf(shape, known.isSchemaImport, known.reExported);
      })();
      schemaExports.set(file, found);
    }
    return found;
  }

  return {
    name: 'alinhavo:split-domain-schemas',
    apply: 'build',
    resolveId: {
      filter: { id: schemaPart },
      handler: (id) => (parts.has(id) ? { id, moduleSideEffects: false } : null),
    },
    load: {
      filter: { id: schemaPart },
      handler: (id) => {
        const code = parts.get(id);
        return code === undefined ? null : { code, moduleSideEffects: false };
      },
    },
    transform: {
      filter: { id: domainModule },
      async handler(code, id) {
        const shape = readModule(code, parse);
        if (!shape) return null;
        const { isSchemaImport } = await importedSchemas(id, shape, [id]);
        const split = splitSchemaModule(code, id, parse, isSchemaImport);
        if (!split) return null;
        parts.set(`${id}?schema-split=plain`, split.plain);
        parts.set(`${id}?schema-split=schemas`, split.schemas);
        return { code: split.facade, map: null };
      },
    },
  };
}

/**
 * A bundler keeps a top-level call it cannot prove free of side effects, so a schema nobody uses would stay in its
 * chunk. This marks each top-level `const x = <call>` of the domain as a pure, immediately called function:
 * evaluated as before when `x` is used, dropped when it is not.
 */
function pureDomainConstants(): Plugin {
  return {
    name: 'alinhavo:pure-domain-constants',
    apply: 'build',
    transform: {
      filter: { id: [domainModule, /[\\/]packages[\\/]domain[\\/]src[\\/].*\?schema-split=schemas$/] },
      handler(code) {
        const edits: Array<[number, string]> = [];
        for (const statement of parseAst(code).body as unknown as Node[]) {
          const declaration = (
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
          ) as Node | null;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const { init } of declaration.declarations as Array<{ init: Node | null }>) {
            if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression')) continue;
            if (code.slice(init.start, init.end).includes('await')) continue;
            edits.push([init.start, '/* @__PURE__ */ (() => ('], [init.end, '))()']);
          }
        }
        if (edits.length === 0) return null;
        let out = code;
        for (const [at, text] of edits.sort((a, b) => b[0] - a[0]))
          out = out.slice(0, at) + text + out.slice(at);
        return { code: out, map: null };
      },
    },
  };
}

/** Libraries only the screens that use them may load: forms, validation, exact decimals, toasts. */
const NOT_IN_SHELL =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers|decimal\.js|sonner|cmdk)[\\/]/;
const SHELL_PARTS = /[\\/]src[\\/](main\.tsx|app[\\/]layout[\\/](app-layout|screen-guard)\.tsx)$/;

/**
 * Fails the build when the signed-in shell (the entry, the layout and the screen guard, with everything they import
 * statically) would load one of NOT_IN_SHELL: every screen would pay for it on its first load.
 */
function keepShellLean(): Plugin {
  return {
    name: 'alinhavo:keep-shell-lean',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks)
        if (chunk.facadeModuleId && SHELL_PARTS.test(chunk.facadeModuleId)) visit(chunk.fileName);
      for (const fileName of seen) {
        const heavy = Object.keys(byName.get(fileName)?.modules ?? {}).find((id) => NOT_IN_SHELL.test(id));
        if (heavy)
          this.error(`the signed-in shell would load ${heavy} (in ${fileName}): load it where it is used`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), splitDomainSchemas(), pureDomainConstants(), keepShellLean()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every `import … from 'zod'` (ours and the domain's) gets the jitless configuration first.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    modulePreload: {
      // Every browser the app supports preloads modules itself.
      polyfill: false,
      // The app's entry holds the screen registry, whose every screen is a dynamic import: listing each one's
      // dependencies there (to fetch them with it) cost ~3 KiB of file names in the first load. A screen's code
      // then fetches its own imports as it arrives; the shell's parts, fetched at start, keep their lists. The
      // install and push prompts load seconds after the first paint: they need no list in the shell either.
      resolveDependencies: (file, deps, { hostId }) =>
        (/[\\/]index-[^/\\]*\.js$/.test(hostId) && !/(app-layout|screen-guard)-/.test(file)) ||
        /[\\/]pwa-prompts-[^/\\]*\.js$/.test(file)
          ? []
          : deps,
    },
    // Two pages: the app (index.html) and the landing page's light entry (landing.html, pre-rendered after the
    // build by scripts/prerender-landing.mjs and served at /).
    rolldownOptions: {
      input: { index: page('./index.html'), landing: page('./landing.html') },
      output: {
        codeSplitting: {
          // Vite's small preload helper in a chunk of its own: else it lands in the chunk the two pages share
          // (React), and the landing's entry, which loads the page's script only after the first paint, would
          // preload React right away to get the helper.
          groups: [{ name: 'preload-helper', test: /vite[\\/]preload-helper/ }],
        },
      },
    },
  },
});
