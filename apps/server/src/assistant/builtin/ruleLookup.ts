import { listRules, type RuleInfo } from '@wtt/engine';

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The catalogue's rule a writer means by `query`: its id or name, exactly (any case, hyphens or spaces),
 * else the one whose id or name contains it or is contained in it. Undefined when none fits.
 */
export function findRule(query: string): RuleInfo | undefined {
  const wanted = normal(query).replace(/^(the|rule) /, '');
  if (wanted === '') return undefined;
  const rules = listRules();
  const exact = rules.find((rule) => normal(rule.id) === wanted || normal(rule.name) === wanted);
  if (exact !== undefined) return exact;
  return rules.find((rule) => {
    const names = [normal(rule.id), normal(rule.name)];
    return names.some((name) => name.includes(wanted) || (wanted.length >= 5 && wanted.includes(name)));
  });
}

/** Rules whose names share a word with `query`, to suggest when nothing fits. */
export function rulesLike(query: string, max = 5): RuleInfo[] {
  const words = new Set(
    normal(query)
      .split(' ')
      .filter((word) => word.length >= 4),
  );
  return listRules()
    .filter((rule) =>
      normal(`${rule.id} ${rule.name}`)
        .split(' ')
        .some((word) => words.has(word)),
    )
    .slice(0, max);
}
