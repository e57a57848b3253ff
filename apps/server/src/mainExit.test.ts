import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/testDatabase.ts';
import { startServerProcess, type ServerProcess } from './test/serverProcess.ts';

// How a wtt-server process ends: a crash stops it in order and exits 1, so a supervisor that restarts
// failed processes brings it back; a signal stops it in order and exits 0.

const crashModule = path.join(import.meta.dirname, 'test/crashOnSignal.ts');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

function start(environment: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    environment: { DATABASE_URL: database.url, CHECK_WORKERS: '0', ...environment },
    nodeOptions: ['--import', crashModule],
  });
}

const messages = (server: ServerProcess): string[] => server.lines.map((line) => line.msg);

function fatalError(server: ServerProcess): string | undefined {
  const fatal = server.lines.find((line) => line.level === 60);
  return fatal === undefined
    ? undefined
    : `${fatal.msg}: ${(fatal.err as { message?: string }).message ?? ''}`;
}

describe('the end of a wtt-server process', () => {
  it('exits 1 after an uncaught exception, once it has stopped in order, and logs why', async () => {
    const server = await start();
    server.child.kill('SIGUSR2');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(fatalError(server)).toBe('uncaught exception: a test exception nobody catches');
    expect(messages(server)).toContain('stopped after a crash');
  });

  it('exits 1 after an unhandled promise rejection', async () => {
    const server = await start({ WTT_TEST_CRASH: 'rejection' });
    server.child.kill('SIGUSR2');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(fatalError(server)).toBe('unhandled promise rejection: a test rejection nobody handles');
  });

  it('exits 0 after SIGTERM, once it has stopped cleanly', async () => {
    const server = await start();
    expect((await server.stop()).code).toBe(0);
    expect(messages(server)).toContain('stopped cleanly');
    expect(fatalError(server)).toBeUndefined();
  });
});
