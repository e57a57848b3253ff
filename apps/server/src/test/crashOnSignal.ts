// Test-only: loaded with `node --import` into a real wtt-server process (mainExit.test.ts). On SIGUSR2 it
// crashes the process the way a bug would: an exception nobody catches, or a promise rejection nobody
// handles (WTT_TEST_CRASH=rejection), thrown from a callback of its own, outside any request.
process.on('SIGUSR2', () => {
  setImmediate(() => {
    if (process.env.WTT_TEST_CRASH === 'rejection') {
      void Promise.reject(new Error('a test rejection nobody handles'));
      return;
    }
    throw new Error('a test exception nobody catches');
  });
});
