import { spawn } from 'node:child_process';
import path from 'node:path';

const ADMIN_MAIN = path.join(import.meta.dirname, 'adminMain.ts');

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command line as a child process with only the environment given (never the test run's own
 * DATABASE_URL, which names the shared server's maintenance database): `node <entry> ...args`.
 */
export function runNode(
  entry: string,
  args: readonly string[],
  environment: Record<string, string>,
): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...environment },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The admin entry of the server (adminMain.ts) as `wtt admin` runs it. */
export function runAdmin(args: readonly string[], environment: Record<string, string>): Promise<AdminRun> {
  return runNode(ADMIN_MAIN, args, environment);
}
