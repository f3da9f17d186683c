import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const loggerPath = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Runs `script` (with `logger` imported) in a production process and collects its stdout as it arrives. */
function runLogging(script: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { logger } = await import(${JSON.stringify(loggerPath)});\n${script}`,
    ],
    {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  return { output: () => output, exited, stop: () => child.kill() };
}

describe('logger in production', () => {
  it('writes a lone line within about a second, without waiting for a full batch', async () => {
    const run = runLogging(`logger.info({ probe: 'lone' }, 'one line'); setTimeout(() => {}, 10_000);`);
    try {
      await expect.poll(run.output, { timeout: 5000, interval: 100 }).toContain('"probe":"lone"');
    } finally {
      run.stop();
    }
  });

  it('writes what is still batched when the process exits', async () => {
    const run = runLogging(
      `for (let i = 0; i < 5; i++) logger.info({ probe: i }, 'line'); setTimeout(() => process.exit(0), 50);`,
    );
    expect(await run.exited).toBe(0);
    expect(run.output().trim().split('\n')).toHaveLength(5);
  });
});
