import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { readServerDatabase } from '../serverDatabase.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `wtt admin …` (DESIGN.md section 8) as an administrator would, against the test server's database:
 * the CLI, which runs the server's admin entry. Answers its standard output; a failure fails the test.
 */
export async function runAdmin(...args: string[]): Promise<string> {
  const database = await readServerDatabase(process.env.E2E_PORT ?? '18080');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' };
  if (database.databaseUrl === undefined) delete env.DATABASE_URL;
  else env.DATABASE_URL = database.databaseUrl;
  const { stdout, stderr } = await run(
    process.execPath,
    [path.join(root, 'apps/cli/src/main.ts'), 'admin', ...args],
    {
      cwd: root,
      env,
      timeout: 60_000,
    },
  ).catch((error: unknown) => {
    throw new Error(`wtt admin ${args.join(' ')} failed: ${String(error)}`);
  });
  expect(stderr, `wtt admin ${args.join(' ')}`).toBe('');
  return stdout;
}
