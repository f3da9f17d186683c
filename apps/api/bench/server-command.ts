import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from './report.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_DIR = join(REPO_ROOT, 'apps/api');

/**
 * The command that runs the production API server, from the repository root: the server built ahead of time
 * (built here first when the API has a build script), else the TypeScript sources through tsx as `npm start` did.
 */
export type ServerMode = 'auto' | 'built' | 'source';

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
  const built = join(API_DIR, 'dist/server.js');
  if (existsSync(built))
    return {
      command: [process.execPath, 'apps/api/dist/server.js'],
      label: 'built JavaScript (apps/api/dist/server.js)',
    };
  return {
    command: [process.execPath, '--import', 'tsx', 'apps/api/src/server.ts'],
    label: 'TypeScript compiled at start (tsx apps/api/src/server.ts)',
  };
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
