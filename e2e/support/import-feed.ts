import { spawn } from 'node:child_process';

export type ImportRun = { status: number | null; stdout: string; stderr: string };

/**
 * `scripts/import.ts` with `args` against the database at `databaseUrl`, run without blocking
 * the test's event loop: a synchronous spawn held it for the whole import, so the test's HTTP
 * client never heard that the server had closed an idle keep-alive socket meanwhile, sent its
 * next request on it and got "other side closed".
 */
export function runImport(databaseUrl: string, ...args: string[]): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/import.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
