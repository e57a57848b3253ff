// `wtt check` cold on a 100,000-word file: wall time and peak memory (maximum resident set size) of the
// whole process, as GNU time reports them (and its CPU time, user and system, which a loaded machine
// moves less), against alex's CLI on the same file. Each run is a new process; the tools take turns.
// `wtt` is the launcher apps/cli/bin/wtt.js, which runs the bundle of `npm run build` when it is up to date
// (the script says whether it is) and the TypeScript sources otherwise; the sources are also timed alone,
// and the bundle with its check on one thread, with one worker thread beside, and without compile cache.
// Usage: node bench/cli-cold.ts [runs=5]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { freshBundle } from '../apps/cli/bin/bundleFiles.js';
import { benchGuidePath, CORPUS_SOURCE, corpusFile, median } from './engine-corpus.ts';

const runs = Number(process.argv[2] ?? 5);
const WORDS = 100_000;
const root = path.resolve(import.meta.dirname, '..');
const GNU_TIME = '/usr/bin/time';

if (!existsSync(GNU_TIME)) {
  console.error('GNU time is missing. Install it with: apt-get update && apt-get install -y time');
  process.exit(2);
}

const file = corpusFile(WORDS);

interface Sample {
  readonly wallMs: number;
  /** User and system time of the process (all its threads). */
  readonly cpuMs: number;
  readonly maxRssMb: number;
  readonly status: number | null;
}

/** One cold run under `/usr/bin/time -v`; stdout is discarded (the report is not what is timed). */
function measure(args: readonly string[], env: Readonly<Record<string, string>> = {}): Sample {
  const result = spawnSync(GNU_TIME, ['-v', process.execPath, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = result.stderr;
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(report);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  const exit = /Exit status: (\d+)/.exec(report);
  const user = /User time \(seconds\): ([\d.]+)/.exec(report);
  const system = /System time \(seconds\): ([\d.]+)/.exec(report);
  if (!wall || !rss || !user || !system) {
    throw new Error(`Could not read GNU time's report:\n${report.slice(-2000)}`);
  }
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return {
    wallMs: seconds * 1000,
    cpuMs: (Number(user[1]) + Number(system[1])) * 1000,
    maxRssMb: Number(rss[1]) / 1024,
    status: exit ? Number(exit[1]) : result.status,
  };
}

const checkArgs = ['check', '--guide', benchGuidePath(), '--format', 'json', file];
const bundled = freshBundle(path.join(root, 'apps', 'cli', 'dist')) !== undefined;
const wtt = ['apps/cli/bin/wtt.js', ...checkArgs];
const tools: { label: string; args: string[]; env?: Record<string, string> }[] = [
  {
    label: `\`wtt check\` (30-rule guide, JSON report; ${bundled ? 'the bundle' : 'no up-to-date bundle: the sources'}; workers as cores and load allow)`,
    args: wtt,
  },
  { label: 'alex CLI (`alex --text`)', args: ['node_modules/alex/cli.js', '--text', file] },
  { label: '`wtt check` from the TypeScript sources', args: ['apps/cli/src/main.ts', ...checkArgs] },
  { label: '`wtt check`, one thread (`WTT_CHECK_WORKERS=0`)', args: wtt, env: { WTT_CHECK_WORKERS: '0' } },
  {
    label: '`wtt check`, one worker beside (`WTT_CHECK_WORKERS=1`)',
    args: wtt,
    env: { WTT_CHECK_WORKERS: '1' },
  },
  {
    label: '`wtt check`, one thread, no compile cache (as the first run after a build)',
    args: wtt,
    env: { WTT_CHECK_WORKERS: '0', NODE_DISABLE_COMPILE_CACHE: '1' },
  },
];

// The launcher keeps a compile cache beside the bundle: one run first, so that every timed run finds it,
// as every run but the first after a build does.
if (bundled) measure(wtt);
console.log(`Corpus: ${CORPUS_SOURCE}; ${WORDS} words (${path.relative(root, file)}).`);
console.log(
  `Node ${process.version}; ${runs} cold runs each; ${availableParallelism()} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (\`wtt check\` starts no worker on 2 cores or above cores - 0.5).`,
);
if (!bundled) console.log('The CLI bundle is missing or older than its sources: run `npm run build` first.');
console.log('');
// Side by side: each round runs every tool once, in an order that rotates, so that a machine whose load
// drifts over minutes slows each tool alike and the ratios hold.
const samples: Sample[][] = tools.map(() => []);
for (let round = 0; round < runs; round++) {
  for (let step = 0; step < tools.length; step++) {
    const at = (round + step) % tools.length;
    const tool = tools[at];
    if (tool) samples[at]?.push(measure(tool.args, tool.env));
  }
}
console.log(
  '| tool | wall median (ms) | wall min (ms) | CPU median (ms) | peak RSS median (MB) | exit | wall / wtt | CPU / wtt | memory / wtt |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
let base: { wall: number; cpu: number; rss: number } | undefined;
for (const [at, tool] of tools.entries()) {
  const own = samples[at] ?? [];
  const wall = median(own.map((sample) => sample.wallMs));
  const cpu = median(own.map((sample) => sample.cpuMs));
  const rss = median(own.map((sample) => sample.maxRssMb));
  const fastest = Math.min(...own.map((sample) => sample.wallMs));
  base ??= { wall, cpu, rss };
  console.log(
    `| ${tool.label} | ${wall.toFixed(0)} | ${fastest.toFixed(0)} | ${cpu.toFixed(0)} | ${rss.toFixed(0)} | ${own[0]?.status ?? '?'} | ${(wall / base.wall).toFixed(2)}× | ${(cpu / base.cpu).toFixed(2)}× | ${(rss / base.rss).toFixed(2)}× |`,
  );
}
