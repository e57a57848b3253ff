import { createRequire } from 'node:module';
import { corpusText } from './engine-corpus.ts';
const writeGood = createRequire(import.meta.url)('write-good') as (text: string) => unknown[];
const text = corpusText(10_000);
for (let i = 0; i < 5; i++) writeGood(text);
const s: number[] = [];
for (let i = 0; i < 40; i++) { const t = performance.now(); writeGood(text); s.push(performance.now() - t); }
s.sort((a, b) => a - b); console.log('write-good median', s[20]?.toFixed(1), 'min', s[0]?.toFixed(1));
