// The full check alone, for profiles and A/B runs: node [--cpu-prof --cpu-prof-dir=DIR] bench/profile-check.ts [checks=60]
// Ten warm-up checks of the engine-check corpus with the 30-rule guide, then `checks` timed ones: the median
// wall time and the median CPU time of the main thread per check (the CPU time moves less with the load).
import { readFileSync } from 'node:fs';
import { checkText, compileGuide, type Guide } from '@wtt/engine';
import { benchGuidePath, corpusText, median } from './engine-corpus.ts';

const checks = Number(process.argv[2] ?? 60);
const text = corpusText(10_000);
const compiled = compileGuide(JSON.parse(readFileSync(benchGuidePath(), 'utf8')) as Guide);
for (let index = 0; index < 10; index++) checkText(text, compiled);
const walls: number[] = [];
const cpus: number[] = [];
for (let index = 0; index < checks; index++) {
  const cpu = process.threadCpuUsage();
  const started = performance.now();
  checkText(text, compiled);
  walls.push(performance.now() - started);
  const used = process.threadCpuUsage(cpu);
  cpus.push((used.user + used.system) / 1000);
}
console.log(
  `median ${median(walls).toFixed(1)} ms wall, ${median(cpus).toFixed(1)} ms CPU of the main thread per check`,
);
