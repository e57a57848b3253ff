import { spawn } from 'node:child_process';
import path from 'node:path';

const main = path.join(import.meta.dirname, 'main.ts');

export interface WttRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `wtt` binary (for the CLI's tests), optionally with standard input. */
export function runWtt(
  args: readonly string[],
  options: { input?: string; cwd?: string } = {},
): Promise<WttRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], { cwd: options.cwd ?? process.cwd() });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
