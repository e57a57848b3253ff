// Rewrites docs/rules.md from the rule catalogue and the development set:
//   node packages/engine/devset/scripts/writeRulesTable.ts
// The engine's own code never touches a file system; this script runs in Node at development time.
import { writeFileSync } from 'node:fs';
import { listRules } from '../../src/rules/catalogue.ts';
import { DEV_SET } from '../devsetFiles.ts';
import { evaluateDevSet } from '../evaluateDevset.ts';
import { renderRulesTable } from '../rulesTable.ts';

const target = new URL('../../../../docs/rules.md', import.meta.url);
const report = evaluateDevSet(DEV_SET);
writeFileSync(target, renderRulesTable(listRules(), report));
const worst = [...report.rules].sort((a, b) => a.precision - b.precision).slice(0, 5);
console.log(
  `docs/rules.md: ${listRules().length} rules, ${report.cases} labelled texts; lowest precision ${worst
    .map((rule) => `${rule.id} ${rule.precision.toFixed(2)}`)
    .join(', ')}`,
);
