import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The server package's bin that runs the admin commands (apps/server/src/admin/adminMain.ts). */
const ADMIN_BIN = 'wtt-admin';

/**
 * Where the installed Write the Tone server keeps its admin entry, from its package's `bin`. The CLI does
 * not import the server (apps never import each other, and the CLI must not carry the database code): it
 * runs that entry as a child process (docs/decisions.md "Admin command line").
 */
export function adminEntry(): string | undefined {
  const require = createRequire(import.meta.url);
  let manifestPath: string;
  try {
    manifestPath = require.resolve('@wtt/server/package.json');
  } catch {
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: Record<string, string> };
  const bin = manifest.bin?.[ADMIN_BIN];
  return bin === undefined ? undefined : path.join(path.dirname(manifestPath), bin);
}

/**
 * `wtt admin …`: runs the server's admin entry with these arguments, this process's environment
 * (DATABASE_URL or DATA_DIR) and its standard streams; answers its exit code.
 */
export function runAdminCommand(args: readonly string[]): Promise<number> {
  const entry = adminEntry();
  if (entry === undefined) {
    process.stderr.write(
      'wtt admin: the admin commands need the Write the Tone server (@wtt/server) installed beside the CLI.\n',
    );
    return Promise.resolve(2);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}
