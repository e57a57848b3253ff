import { readFileSync } from 'node:fs';
import { checkText, compileGuide, type Guide } from '@wtt/engine';
import { benchGuidePath, corpusText } from './engine-corpus.ts';
const text = corpusText(10_000);
const compiled = compileGuide(JSON.parse(readFileSync(benchGuidePath(), 'utf8')) as Guide);
const n = Number(process.argv[2] ?? 60);
for (let i = 0; i < 5; i++) checkText(text, compiled);
const wall: number[] = []; const cpu: number[] = [];
for (let i = 0; i < n; i++) { const c = process.cpuUsage(); const t = performance.now(); checkText(text, compiled); wall.push(performance.now() - t); const d = process.cpuUsage(c); cpu.push((d.user + d.system) / 1000); }
wall.sort((a, b) => a - b); cpu.sort((a, b) => a - b);
console.log('wall median', wall[Math.floor(n / 2)]?.toFixed(1), 'min', wall[0]?.toFixed(1), '| cpu median', cpu[Math.floor(n / 2)]?.toFixed(1), 'min', cpu[0]?.toFixed(1));
