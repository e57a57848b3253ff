import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTextTestServer, type TestServer, type TextClient } from '../text/test/textTestKit.ts';
import type { ListedAccount } from './accountListing.ts';
import { runAdmin, runNode } from './adminTestKit.ts';

let server: TestServer;
let admin: (...args: string[]) => ReturnType<typeof runAdmin>;

// Each test spawns the admin entry: on a busy 2-core machine one start can take seconds.
const SPAWN_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  server = await startTextTestServer();
  admin = (...args) => runAdmin(args, { DATABASE_URL: server.database.url });
});

afterAll(async () => {
  await server.close();
});

async function notificationTexts(user: TextClient): Promise<string[]> {
  const answer = await user.callAccount('GET', '/notifications');
  return (answer.body.notifications as { text: string; kind: string }[]).map((n) => `${n.kind}: ${n.text}`);
}

describe('wtt admin set-level', { timeout: SPAWN_TIMEOUT_MS }, () => {
  it('sets the plan, tells the user, and NONE ends a running trial at once', async () => {
    const user = await signUp(server);
    const toNone = await admin('set-level', user.email.toUpperCase(), 'none');
    expect(toNone).toMatchObject({ code: 0, stderr: '' });
    expect(toNone.stdout).toBe(`${user.email}: level PREMIUM (trial) -> NONE; the user has been notified.\n`);
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({
      accountLevel: 'NONE',
      trialPeriod: false,
    });
    expect((await user.call('POST', '/prompts', { name: 'P', content: 'c' })).status).toBe(403);

    expect((await admin('set-level', user.email, 'ENTERPRISE')).code).toBe(0);
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({ accountLevel: 'ENTERPRISE' });
    expect(await notificationTexts(user)).toEqual([
      'LEVEL_CHANGED: Your plan changed from No plan to Enterprise.',
      'LEVEL_CHANGED: Your plan changed from Premium (trial) to No plan.',
    ]);

    const again = await admin('set-level', user.email, 'ENTERPRISE');
    expect(again).toMatchObject({
      code: 0,
      stdout: `${user.email} is at level ENTERPRISE already; nothing changed.\n`,
    });
    expect(await notificationTexts(user)).toHaveLength(2);
  });

  it('exits 1 with a message for an unknown address, 2 for a bad level or command', async () => {
    const unknown = await admin('set-level', 'nobody@example.com', 'PREMIUM');
    expect(unknown).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'wtt admin: there is no account with the e-mail address nobody@example.com\n',
    });
    const badLevel = await admin('set-level', 'nobody@example.com', 'GOLD');
    expect(badLevel.code).toBe(2);
    expect(badLevel.stderr).toContain('set-level needs a level: NONE|PREMIUM|ENTERPRISE');
    const none = await admin();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: wtt admin <command>');
    expect((await admin('frobnicate')).stderr).toContain("unknown command 'frobnicate'");
    expect((await admin('close')).stderr).toContain("close needs the account's e-mail address");
  });
});

describe('wtt admin close and reopen', { timeout: SPAWN_TIMEOUT_MS }, () => {
  it('closes an account (then it can do nothing but see that) and reopens it', async () => {
    const user = await signUp(server);
    expect(await admin('close', user.email)).toMatchObject({
      code: 0,
      stdout: `${user.email}: account closed now.\n`,
    });
    expect((await user.accountStatus()).body).toMatchObject({ closed: true });
    expect((await user.call('GET', '/tones-of-voice')).status).toBe(403);
    expect((await admin('close', user.email)).stdout).toBe(
      `${user.email}: the account was closed already.\n`,
    );

    expect(await admin('reopen', user.email)).toMatchObject({
      code: 0,
      stdout: `${user.email}: account open now.\n`,
    });
    expect((await user.accountStatus()).body).toMatchObject({ closed: false });
    expect((await user.call('GET', '/tones-of-voice')).status).toBe(200);
  });
});

describe('wtt admin list', { timeout: SPAWN_TIMEOUT_MS }, () => {
  it('lists every account with its level, trial, closed flag and items, as a table or JSON', async () => {
    const user = await signUp(server);
    await user.call('POST', '/tones-of-voice', { name: 'G', rules: [] });
    await user.call('POST', '/tones-of-voice', { name: 'H', rules: [] });
    await user.call('POST', '/prompts', { name: 'P', content: 'c' });

    const json = await admin('list', '--json');
    expect(json.code).toBe(0);
    const listed = (JSON.parse(json.stdout) as ListedAccount[]).find(
      (account) => account.email === user.email,
    );
    expect(listed).toMatchObject({
      identityId: user.identityId,
      level: 'PREMIUM',
      plan: 'NONE',
      trialPeriod: true,
      closed: false,
      usage: { guides: 2, glossaries: 0, prompts: 1 },
    });

    const table = await admin('list');
    const [header, ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^EMAIL +LEVEL +TRIAL ENDS +CLOSED +GUIDES +GLOSSARIES +PROMPTS$/);
    const row = rows.find((line) => line.startsWith(user.email));
    expect(row).toMatch(/ PREMIUM \(trial\) +\d{4}-\d\d-\d\d \d\d:\d\d +no +2 +0 +1$/);
  });

  it('is what `npm run wtt -- admin` runs: the CLI hands the command to this entry', async () => {
    const user = await signUp(server);
    // The CLI's own binary, as `npm run wtt` starts it; it finds the server's admin entry by its package.
    const cliMain = path.resolve(import.meta.dirname, '../../../cli/src/main.ts');
    const run = await runNode(cliMain, ['admin', 'set-level', user.email, 'PREMIUM'], {
      DATABASE_URL: server.database.url,
    });
    expect(run).toMatchObject({
      code: 0,
      stdout: `${user.email}: level PREMIUM (trial) -> PREMIUM; the user has been notified.\n`,
    });
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({
      accountLevel: 'PREMIUM',
      trialPeriod: false,
    });
    const failed = await runNode(cliMain, ['admin', 'reopen', 'nobody@example.com'], {
      DATABASE_URL: server.database.url,
    });
    expect(failed).toMatchObject({
      code: 1,
      stderr: 'wtt admin: there is no account with the e-mail address nobody@example.com\n',
    });
  });
});
