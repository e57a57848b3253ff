import { getRule } from '../rules/catalogue.ts';
import type { CompiledRule } from '../rules/types.ts';
import type { BlockView } from '../language/types.ts';

/**
 * Detection the analyzer borrows from catalogue rules, so a measure and the rule that enforces it agree:
 * the passive share counts exactly the passives the passive-voice rule flags, and irreverence counts the
 * words the profanity rule flags. Each rule runs with its default parameters; a rule that is missing
 * from the catalogue contributes nothing.
 */
const compiled = new Map<string, CompiledRule | null>();
const noGlossaries = { glossary: () => undefined };

function ruleById(id: string): CompiledRule | null {
  const known = compiled.get(id);
  if (known !== undefined) return known;
  const result = getRule(id)?.compile({}, noGlossaries, id);
  const rule = result && 'rule' in result ? result.rule : null;
  compiled.set(id, rule);
  return rule;
}

/**
 * The text of each match of the rule, grouped by block and by the index of the sentence it starts in
 * (`[block][sentence] -> texts`).
 */
export function ruleHitsBySentence(id: string, views: readonly BlockView[]): string[][][] {
  const rule = ruleById(id);
  const grouped = views.map((view) => view.sentences.map((): string[] => []));
  if (!rule || rule.scope !== 'block' || views.length === 0) return grouped;
  const matches = rule.checkBlocks(views);
  for (const [blockIndex, view] of views.entries()) {
    for (const match of matches[blockIndex] ?? []) {
      const sentence = view.sentences.findIndex((s) => match.from >= s.start && match.from < s.end);
      grouped[blockIndex]?.[sentence]?.push(view.text.slice(match.from, match.to));
    }
  }
  return grouped;
}
