import { spawn } from 'node:child_process';
import path from 'node:path';

const main = path.join(import.meta.dirname, 'main.ts');
/** The installed `wtt`: the bundle when it is up to date, else main.ts (see bin/wtt.js). */
const launcher = path.join(import.meta.dirname, '..', 'bin', 'wtt.js');

export interface WttRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the real `wtt` binary (for the CLI's tests), optionally with standard input: the sources' entry,
 * or with `launcher` the installed launcher; `env` adds to the environment.
 */
export function runWtt(
  args: readonly string[],
  options: { input?: string; cwd?: string; launcher?: boolean; env?: Readonly<Record<string, string>> } = {},
): Promise<WttRun> {
  return new Promise((resolve, reject) => {
    const entry = options.launcher === true ? launcher : main;
    const child = spawn(process.execPath, [entry, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
