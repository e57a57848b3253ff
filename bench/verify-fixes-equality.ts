// Fix verification's shortcuts against the exhaustive re-check on the benchmark's corpus: the same fixes
// offered and the same fixed prose, with the 30-rule guide and with every rule at its defaults.
// Usage: node bench/verify-fixes-equality.ts [words=30000]
import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { compileGuide, listRules, validateGuide, type Guide } from '@wtt/engine';
import { decisions } from '../packages/engine/src/check/verifyFixesTestKit.ts';
import { benchGuidePath, corpusText } from './engine-corpus.ts';

const words = Number(process.argv[2] ?? 30_000);
const text = corpusText(words);
const everyRule: Guide = {
  name: 'every rule',
  rules: listRules()
    .map((rule) => ({ id: rule.id }))
    .filter((rule) => validateGuide({ name: 'one', rules: [rule] }).length === 0),
};
const guides = [JSON.parse(readFileSync(benchGuidePath(), 'utf8')) as Guide, everyRule];
let failed = false;
for (const guide of guides) {
  const compiled = compileGuide(guide);
  const shortcut = decisions(text, compiled, 'plain', 'shortcut');
  const exhaustive = decisions(text, compiled, 'plain', 'exhaustive');
  const same = isDeepStrictEqual(shortcut, exhaustive);
  failed ||= !same;
  console.log(
    `${guide.name}: ${same ? 'same' : 'DIFFERENT'} (${shortcut.fixes} fixes offered, ${shortcut.withdrawn} withdrawn)`,
  );
}
process.exit(failed ? 1 : 0);
