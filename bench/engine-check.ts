// Full check of a 10,000-word English text with a 30-rule guide, in process and warm, against the same
// text through a retext preset of 7 plugins, alex (its API) and write-good; then the re-check after a
// one-word edit with createIncrementalChecker. Medians of many runs, side by side as ratios.
// Usage: node bench/engine-check.ts [runs=40] [edits=200] [--per-rule]
// --per-rule also times each rule id of the guide alone (its entries only), to show where the time goes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { text as alexText } from 'alex';
import retextEnglish from 'retext-english';
import retextEquality from 'retext-equality';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextProfanities from 'retext-profanities';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import { unified } from 'unified';
import {
  checkText,
  compileGuide,
  createIncrementalChecker,
  listRules,
  type BlockInput,
  type Guide,
} from '@wtt/engine';
import { benchGuidePath, CORPUS_SOURCE, corpusText, median } from './engine-corpus.ts';

const runs = Number(process.argv[2] ?? 40);
const edits = Number(process.argv[3] ?? 200);
const WORDS = 10_000;

// write-good ships CommonJS without types.
const writeGood = createRequire(import.meta.url)('write-good') as (text: string) => unknown[];

const text = corpusText(WORDS);
const guide = JSON.parse(readFileSync(benchGuidePath(), 'utf8')) as Guide;
const compiled = compileGuide(guide);
const catalogue = listRules().map((rule) => rule.id);
const used = new Set(guide.rules.map((rule) => rule.id));

interface Timing {
  label: string;
  median: number;
  min: number;
  runs: number;
}

/**
 * Times the tools side by side: 3 warm-up runs each, then `count` rounds in which each tool runs once,
 * in an order that rotates every round. On a shared machine whose speed drifts over minutes, each tool
 * then meets the same slow and fast moments, so the ratios hold even when the absolute times move.
 */
function timeSideBySide(tools: { label: string; run: () => unknown }[], count: number): Timing[] {
  for (const tool of tools) for (let index = 0; index < 3; index++) tool.run();
  const samples = tools.map((): number[] => []);
  for (let round = 0; round < count; round++) {
    for (let step = 0; step < tools.length; step++) {
      const at = (round + step) % tools.length;
      const tool = tools[at];
      if (!tool) continue;
      const started = performance.now();
      tool.run();
      samples[at]?.push(performance.now() - started);
    }
  }
  return tools.map((tool, at) => ({
    label: tool.label,
    median: median(samples[at] ?? []),
    min: Math.min(...(samples[at] ?? [])),
    runs: samples[at]?.length ?? 0,
  }));
}

/** Warm-up runs, then `count` timed runs of one tool: the median in ms. */
function time(label: string, run: () => unknown, count: number): Timing {
  return timeSideBySide([{ label, run }], count)[0] ?? { label, median: 0, min: 0, runs: 0 };
}

const retext = unified()
  .use(retextEnglish)
  .use(retextPassive)
  .use(retextReadability)
  .use(retextEquality)
  .use(retextSimplify)
  .use(retextIntensify)
  .use(retextRepeatedWords)
  .use(retextProfanities)
  .freeze();

const findings = checkText(text, compiled).findings.length;
// The engine alone first, run after run with no other tool in between (and before the anchors fill the
// heap with their garbage): its own garbage is all there is to collect, as in a server checking request
// after request.
const alone = time('wtt checkText alone, back to back', () => checkText(text, compiled), runs);
const results = timeSideBySide(
  [
    { label: 'wtt checkText (30-rule guide)', run: () => checkText(text, compiled) },
    { label: 'retext preset (english + 7 plugins)', run: () => retext.runSync(retext.parse(text)) },
    { label: 'alex (API, text)', run: () => alexText(text) },
    { label: 'write-good', run: () => writeGood(text) },
  ],
  runs,
);

// Incremental: the document as paragraphs; each edit changes one word of one paragraph.
const paragraphs = text.trim().split(/\n\n/);
const blocks: BlockInput[] = paragraphs.map((paragraph, index) => ({
  id: `p${index}`,
  kind: 'paragraph',
  text: paragraph,
}));
const checker = createIncrementalChecker(compiled);
checker.check(blocks);
const samples: number[] = [];
let checkedPerEdit = 0;
for (let edit = 0; edit < edits; edit++) {
  const index = (edit * 7919) % blocks.length;
  const block = blocks[index];
  if (!block) continue;
  // Replace the block's first word by a numbered one, so every edit is new content.
  const edited = { ...block, text: block.text.replace(/^\S+/, `Edit${edit}`) };
  const next = blocks.map((each, at) => (at === index ? edited : each));
  const started = performance.now();
  checker.check(next);
  samples.push(performance.now() - started);
  checkedPerEdit = Math.max(checkedPerEdit, checker.lastRun.checked);
  blocks[index] = edited;
}
const incremental = median(samples);

const ours = results[0]?.median ?? 0;
console.log(
  `Corpus: ${CORPUS_SOURCE}; ${WORDS} words, ${paragraphs.length} paragraphs, ${text.length} characters.`,
);
console.log(
  `Guide: ${guide.rules.length} rules (${used.size} distinct ids of ${catalogue.length} in the catalogue; not used: ${catalogue.filter((id) => !used.has(id)).join(', ') || 'none'}); ${findings} findings.`,
);
console.log(`Node ${process.version}, ${String(navigator.hardwareConcurrency)} cores.\n`);
console.log('| tool | median (ms) | min (ms) | runs | time / wtt |');
console.log('| --- | --- | --- | --- | --- |');
for (const result of results) {
  console.log(
    `| ${result.label} | ${result.median.toFixed(1)} | ${result.min.toFixed(1)} | ${result.runs} | ${(result.median / ours).toFixed(2)}× |`,
  );
}
console.log(
  `\nThe engine alone, back to back (no other tool between runs): median ${alone.median.toFixed(1)} ms, min ${alone.min.toFixed(1)} ms over ${String(alone.runs)} runs.`,
);
console.log(
  `Incremental re-check after a one-word edit: median ${incremental.toFixed(2)} ms over ${samples.length} edits (at most ${checkedPerEdit} block re-checked per edit); full check ${ours.toFixed(1)} ms, ${(ours / incremental).toFixed(0)}× faster.`,
);

if (process.argv.includes('--per-rule')) {
  const empty = time(
    'no rules (parse, prose analysis, scoring)',
    () => checkText(text, compileGuide({ name: 'none', rules: [] })),
    15,
  );
  console.log(`\n| rule id alone (its entries of the guide) | median (ms) | over no rules (ms) |`);
  console.log('| --- | --- | --- |');
  console.log(`| ${empty.label} | ${empty.median.toFixed(1)} | — |`);
  const costs = [...used].map((id) => {
    const ruleAlone = compileGuide({ name: id, rules: guide.rules.filter((rule) => rule.id === id) });
    return time(id, () => checkText(text, ruleAlone), 15);
  });
  for (const cost of costs.sort((a, b) => b.median - a.median)) {
    console.log(`| ${cost.label} | ${cost.median.toFixed(1)} | ${(cost.median - empty.median).toFixed(1)} |`);
  }
}
