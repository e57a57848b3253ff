import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runWtt } from '../spawnWtt.ts';
import { adminEntry } from './admin.ts';

// Each test spawns the real binary, which spawns the server's admin entry: seconds on a busy machine.
describe('wtt admin', { timeout: 60_000 }, () => {
  it("finds the server's admin entry through the server package's bin", () => {
    const entry = adminEntry();
    expect(entry).toMatch(/apps\/server\/src\/admin\/adminMain\.ts$/);
    expect(entry !== undefined && existsSync(entry)).toBe(true);
  });

  it("prints the server's admin usage for help (0) and without a command (2), without a database", async () => {
    const help = await runWtt(['admin', 'help']);
    expect(help.code).toBe(0);
    for (const command of [
      'set-level <email> <NONE|PREMIUM|ENTERPRISE>',
      'close <email>',
      'reopen <email>',
      'list',
    ]) {
      expect(help.stdout).toContain(command);
    }
    const bare = await runWtt(['admin']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('wtt admin: name a command');
  });

  it('is listed in the usage', async () => {
    expect((await runWtt(['help'])).stdout).toContain('admin <set-level|close|reopen|list>');
  });
});
