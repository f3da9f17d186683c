import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from './report.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_DIR = join(REPO_ROOT, 'apps/api');

export type ServerMode = 'auto' | 'built' | 'source';

/**
 * The command that runs the production API server, from the repository root. `auto` and `built`: the server built
 * ahead of time (built here first when the API has a build script), with the node flags of `npm start`; `auto`
 * falls back to the TypeScript sources through tsx when there is no build, `source` always runs them.
 */
export function productionServerCommand(mode: ServerMode = 'auto'): { command: string[]; label: string } {
  const source = {
    command: [process.execPath, '--import', 'tsx', 'apps/api/src/server.ts'],
    label: 'TypeScript compiled at start (tsx apps/api/src/server.ts)',
  };
  if (mode === 'source') return source;
  const scripts = (
    JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }
  ).scripts;
  if (scripts?.build) {
    log('  building the API (npm run build -w @alinhavo/api)…');
    run('npm', ['run', 'build', '-w', '@alinhavo/api']);
  }
  if (existsSync(join(API_DIR, 'dist/server.js'))) {
    const command = nodeCommandOf(scripts?.start) ?? [process.execPath, 'apps/api/dist/server.js'];
    return { command, label: `built JavaScript: node ${command.slice(1).join(' ')}` };
  }
  if (mode === 'built') throw new Error('apps/api/dist/server.js is missing and the API has no build script');
  return source;
}

/** `NODE_ENV=… node --flag dist/server.js` → [this node, '--flag', 'apps/api/dist/server.js'] (run from the root). */
function nodeCommandOf(script: string | undefined): string[] | undefined {
  const words = script?.split(/\s+/).filter((word) => word && !/^[A-Z_]+=/.test(word)) ?? [];
  if (words[0] !== 'node' || words.some((word) => /[;&|$`]/.test(word))) return undefined;
  return [
    process.execPath,
    ...words.slice(1).map((word) => (word.startsWith('-') ? word : `apps/api/${word}`)),
  ];
}

/** apps/web/dist, built with `npm run build` when it is missing. */
export function webDist(): string {
  const dist = join(REPO_ROOT, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    log('  building the web app (npm run build)…');
    run('npm', ['run', 'build']);
  }
  return dist;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}
