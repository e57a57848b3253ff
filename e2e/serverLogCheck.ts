import { readFile } from 'node:fs/promises';
import { REPLY_ALREADY_SENT, serverLogPath } from './serverLog.ts';

/**
 * Global teardown: the run fails when the server reported a handler that went on after it had answered,
 * which means it acted on a request it had already refused, even if every test's assertions held.
 */
export default async function checkServerLog(): Promise<void> {
  const port = process.env.E2E_PORT ?? '18080';
  const log = await readFile(serverLogPath(port), 'utf8');
  const lines = log.split('\n').filter((line) => line.includes(REPLY_ALREADY_SENT));
  if (lines.length > 0) {
    throw new Error(
      `the server answered ${lines.length} request(s) twice ("${REPLY_ALREADY_SENT}"):\n${lines.slice(0, 3).join('\n')}`,
    );
  }
}
