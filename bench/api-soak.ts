// Memory under a steady mixed load: for `seconds`, each of `connections` connections repeats POST
// /api/text/match (1,000 words, 30-rule guide), GET /api/text/tones-of-voice, POST /api/text/prompts and
// DELETE of the prompt it created. The server's resident set size (worker threads included, not the
// embedded PostgreSQL) is read every second; the script prints it at the start, its peak and at the end.
// Usage: node bench/api-soak.ts [seconds=60] [connections=8] [--root other-checkout]
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_BASE,
  createBenchGuide,
  option,
  positionalArguments,
  residentMegabytes,
  signUp,
  startBenchServer,
} from './api-bench-server.ts';
import { corpusText } from './engine-corpus.ts';

const [secondsArgument, connectionsArgument] = positionalArguments();
const seconds = Number(secondsArgument ?? 60);
const connections = Number(connectionsArgument ?? 8);
const root = path.resolve(option('root') ?? path.join(import.meta.dirname, '..'));

const server = await startBenchServer(root);
try {
  const session = await signUp();
  const guideId = await createBenchGuide(session);
  const headers = { cookie: session.header(), 'content-type': 'application/json' };
  const matchBody = JSON.stringify({ text: corpusText(1_000), toneOfVoiceId: guideId });
  const promptBody = JSON.stringify({
    name: 'Soak prompt',
    content: 'Rewrite this text in a friendly tone.',
  });
  const atStart = residentMegabytes(server.pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentMegabytes(server.pid)), 1000);
  const result = await autocannon({
    url: BENCH_BASE,
    connections,
    duration: seconds,
    requests: [
      { method: 'POST', path: '/api/text/match', headers, body: matchBody },
      { method: 'GET', path: '/api/text/tones-of-voice', headers: { cookie: session.header() } },
      {
        method: 'POST',
        path: '/api/text/prompts',
        headers,
        body: promptBody,
        onResponse: (_status, body, context) => {
          Object.assign(context, { promptId: (JSON.parse(body) as { prompt?: { id: string } }).prompt?.id });
        },
      },
      {
        method: 'DELETE',
        setupRequest: (request, context) => ({
          ...request,
          path: `/api/text/prompts/${String((context as { promptId?: string }).promptId)}`,
          // A state change must say it is JSON, body or not (the server's CSRF defence).
          headers,
        }),
      },
    ],
  });
  clearInterval(sampler);
  const atEnd = residentMegabytes(server.pid);
  const peak = Math.max(atStart, atEnd, ...samples);
  console.log(`\nServer: ${root}. ${connections} connections, ${seconds} s, match/list/create/delete.\n`);
  console.log('| Requests/s | Errors | RSS at start (MB) | RSS peak (MB) | RSS at end (MB) |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) console.log('Answers by status:', JSON.stringify(result.statusCodeStats));
  console.log(
    `| ${result.requests.average.toFixed(0)} | ${errors} | ${atStart.toFixed(0)} | ${peak.toFixed(0)} | ${atEnd.toFixed(0)} |`,
  );
} finally {
  await server.stop();
}
