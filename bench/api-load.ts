// The text service under load with autocannon, on this machine: POST /api/text/match with a 1,000-word
// text of the benchmark corpus and the 30-rule guide, and GET /api/text/tones-of-voice (the predefined
// guides and the user's own), signed in as a new user (see api-bench-server.ts).
// Usage: node bench/api-load.ts [seconds=20] [connections=8] [--only match|list] [--rate N]
//        [--root other-checkout]
// --rate N sends N requests/s in all (autocannon's overallRate) instead of as many as the server takes,
// for latency at a given load. Each measured run follows 5 s of unmeasured load at full speed, so that
// every check thread has compiled the guide and its code is optimized: a thread's first checks run
// interpreted and tens of times slower, which happens once per thread in a server's life. --root measures another checkout's server with this script.
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_BASE,
  createBenchGuide,
  cpuMilliseconds,
  option,
  positionalArguments,
  signUp,
  startBenchServer,
} from './api-bench-server.ts';
import { CORPUS_SOURCE, corpusText } from './engine-corpus.ts';

const [secondsArgument, connectionsArgument] = positionalArguments();
const seconds = Number(secondsArgument ?? 20);
const connections = Number(connectionsArgument ?? 8);
const only = option('only');
const rate = option('rate') === undefined ? undefined : Number(option('rate'));
const root = path.resolve(option('root') ?? path.join(import.meta.dirname, '..'));

interface Load {
  what: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
}

const server = await startBenchServer(root);

/** Seconds of unmeasured load before each measured run: every check thread compiled and its code warm. */
const WARM_UP_SECONDS = 5;

async function load(what: string, options: autocannon.Options): Promise<Load> {
  await autocannon({ connections, duration: WARM_UP_SECONDS, ...options });
  const cpuBefore = cpuMilliseconds(server.pid);
  const result = await autocannon({
    connections,
    duration: seconds,
    ...(rate === undefined ? {} : { overallRate: rate }),
    ...options,
  });
  const cpu = cpuMilliseconds(server.pid) - cpuBefore;
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

try {
  const session = await signUp();
  const guideId = await createBenchGuide(session);
  const headers = { cookie: session.header(), 'content-type': 'application/json' };
  const body = JSON.stringify({ text: corpusText(1_000), toneOfVoiceId: guideId });
  const check = await session.fetch('/api/text/match', { method: 'POST', headers, body });
  const answer = (await check.json()) as { findings: unknown[]; score: number };
  console.log(
    `POST /match answers ${check.status}: ${answer.findings.length} findings, score ${answer.score}`,
  );

  const results: Load[] = [];
  if (only === undefined || only === 'match') {
    results.push(
      await load('POST /api/text/match (1,000 words, 30-rule guide)', {
        url: `${BENCH_BASE}/api/text/match`,
        method: 'POST',
        headers,
        body,
      }),
    );
  }
  if (only === undefined || only === 'list') {
    results.push(
      await load('GET /api/text/tones-of-voice (8 predefined + 1 own)', {
        url: `${BENCH_BASE}/api/text/tones-of-voice`,
        headers: { cookie: session.header() },
      }),
    );
  }
  const pace = rate === undefined ? 'as fast as answered' : `${rate} requests/s in all`;
  console.log(
    `\nServer: ${root}. Corpus: ${CORPUS_SOURCE}. ${connections} connections, ${seconds} s each, ${pace}.\n`,
  );
  console.log('| Call | Requests/s | p50 (ms) | p99 (ms) | Errors | Server CPU per request (ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const result of results) {
    console.log(
      `| ${result.what} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.errors} | ${result.cpuPerRequest.toFixed(2)} |`,
    );
  }
} finally {
  await server.stop();
}
