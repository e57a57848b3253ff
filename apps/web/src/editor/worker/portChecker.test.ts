import { describe, expect, it } from 'vitest';
import type { GuideSource } from '../core/checkerProtocol.ts';
import type { CheckerPort, CheckerRequest, CheckerResponse } from './checkerMessages.ts';
import { createCheckSession } from './checkSession.ts';
import { handleCheckerRequest } from './handleCheckerRequest.ts';
import { createInThreadChecker } from './inThreadChecker.ts';
import { createPortChecker } from './portChecker.ts';

const guide: GuideSource = {
  id: '6f0c0a52-3d59-4a51-9a57-1f4ed5b3b1a1',
  name: 'Support',
  rules: [{ id: 'forbidden-terms', params: { glossaryId: 'g1' } }, { id: 'passive-voice' }],
  glossaries: { g1: [{ term: 'synergy', suggestions: ['teamwork'] }] },
};
const blocks = [
  { id: 'a', kind: 'paragraph' as const, text: 'Our synergy grows.' },
  { id: 'b', kind: 'paragraph' as const, text: 'The report was written by Ann.' },
];

/**
 * A worker stand-in: the worker's own request handler and session, answering after a delay that the
 * test picks per request, so answers can overtake each other as they may with a real worker.
 */
function fakeWorker(delayOf: (request: CheckerRequest) => number = () => 0) {
  const session = createCheckSession();
  const listeners: ((event: MessageEvent<CheckerResponse>) => void)[] = [];
  const errorListeners: ((event: ErrorEvent) => void)[] = [];
  let terminated = false;
  const port: CheckerPort = {
    postMessage(request) {
      const response = handleCheckerRequest(session, structuredClone(request));
      setTimeout(() => {
        if (terminated) return;
        for (const listener of listeners) {
          listener(new MessageEvent('message', { data: structuredClone(response) }));
        }
      }, delayOf(request));
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      if (type === 'message') listeners.push(listener);
      else errorListeners.push(listener);
    },
    terminate() {
      terminated = true;
    },
  };
  const crash = (message: string) => {
    for (const listener of errorListeners) listener(new ErrorEvent('error', { message }));
  };
  return { port, crash };
}

describe('the checker over a worker port', () => {
  it('answers each check with its own version, also when a later answer arrives first', async () => {
    const { port } = fakeWorker((request) => (request.type === 'check' && request.version === 1 ? 30 : 0));
    const checker = createPortChecker(port);
    await checker.setGuide(guide);
    const [first, second] = await Promise.all([checker.check(blocks, 1), checker.check(blocks.slice(1), 2)]);
    expect(first.version).toBe(1);
    expect(first.findings.map((finding) => [finding.blockId, finding.id])).toEqual([
      ['a', 'forbidden-terms'],
      ['b', 'passive-voice'],
    ]);
    expect(second.version).toBe(2);
    expect(second.findings.map((finding) => finding.id)).toEqual(['passive-voice']);
    expect(second).toEqual(expect.objectContaining({ checked: 0, reused: 1 }));
  });

  it('gives the same result as the in-thread checker', async () => {
    const overPort = createPortChecker(fakeWorker().port);
    const inThread = createInThreadChecker();
    await Promise.all([overPort.setGuide(guide), inThread.setGuide(guide)]);
    expect(await overPort.check(blocks, 7)).toEqual(await inThread.check(blocks, 7));
  });

  it('finds nothing without a guide, rejects a guide that does not compile, and stops when disposed', async () => {
    const { port, crash } = fakeWorker();
    const checker = createPortChecker(port);
    await checker.setGuide(null);
    expect((await checker.check(blocks, 1)).findings).toEqual([]);
    await expect(checker.setGuide({ ...guide, rules: [{ id: 'no-such-rule' }] })).rejects.toThrow(
      /no-such-rule/,
    );

    const disposed = createPortChecker(fakeWorker(() => 50).port);
    const waiting = disposed.check(blocks, 1);
    disposed.dispose();
    await expect(waiting).rejects.toThrow(/disposed/);
    await expect(disposed.check(blocks, 2)).rejects.toThrow(/disposed/);

    const pending = checker.check(blocks, 3);
    crash('out of memory');
    await expect(pending).rejects.toThrow('The checker stopped: out of memory');
  });
});
