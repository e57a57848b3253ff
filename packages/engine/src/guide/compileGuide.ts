import { parseTerm, type GlossaryTerm } from '../rules/parameters.ts';
import { getRule, RULES } from '../rules/catalogue.ts';
import type { CompiledRule, GuideIssue, PrepareContext } from '../rules/types.ts';
import { GuideError } from './guideError.ts';
import type { CompiledGuide, CompileOptions, GlossarySource, Guide } from './types.ts';

/**
 * Validates a guide against the catalogue and prepares each rule once. Throws a `GuideError` listing
 * every problem (unknown rule id, unknown or ill-typed parameter, unknown glossary).
 */
export function compileGuide(guide: Guide, options: CompileOptions = {}): CompiledGuide {
  const result = tryCompileGuide(guide, options);
  if ('issues' in result) throw new GuideError(result.issues);
  return result.guide;
}

/** The problems of a guide (an empty list when it is valid), for an API to answer 400 with. */
export function validateGuide(guide: unknown, options: CompileOptions = {}): GuideIssue[] {
  const result = tryCompileGuide(guide, options);
  return 'issues' in result ? [...result.issues] : [];
}

function tryCompileGuide(
  guide: unknown,
  options: CompileOptions,
): { guide: CompiledGuide } | { issues: readonly GuideIssue[] } {
  if (typeof guide !== 'object' || guide === null) {
    return { issues: [{ path: '', message: 'A guide must be an object {name, rules}.' }] };
  }
  const { name, rules } = guide as { name?: unknown; rules?: unknown };
  const issues: GuideIssue[] = [];
  if (typeof name !== 'string') issues.push({ path: 'name', message: 'The guide needs a name (a text).' });
  if (!Array.isArray(rules)) {
    issues.push({ path: 'rules', message: 'The guide needs "rules": a list of {id, params}.' });
    return { issues };
  }
  const context = prepareContext(options.glossaries);
  const compiled: CompiledRule[] = [];
  for (const [index, entry] of rules.entries()) {
    const path = `rules[${index}]`;
    if (typeof entry !== 'object' || entry === null) {
      issues.push({ path, message: 'Each rule must be an object {id, params}.' });
      continue;
    }
    const { id, params } = entry as { id?: unknown; params?: unknown };
    if (typeof id !== 'string') {
      issues.push({ path: `${path}.id`, message: 'Each rule needs an id (a text).' });
      continue;
    }
    const rule = getRule(id);
    if (!rule) {
      issues.push({ path: `${path}.id`, message: unknownRuleMessage(id) });
      continue;
    }
    const result = rule.compile(params, context, path);
    if ('issues' in result) issues.push(...result.issues);
    else compiled.push(result.rule);
  }
  if (issues.length > 0) return { issues };
  return {
    guide: {
      name: typeof name === 'string' ? name : '',
      rules: compiled,
      blockRules: compiled.filter((rule) => rule.scope === 'block'),
      documentRules: compiled.filter((rule) => rule.scope === 'document'),
    },
  };
}

function unknownRuleMessage(id: string): string {
  const close = RULES.map((rule) => rule.info.id).filter(
    (known) => known.includes(id) || id.includes(known) || known.split('-')[0] === id.split('-')[0],
  );
  return close.length > 0
    ? `There is no rule "${id}". Did you mean ${close.map((c) => `"${c}"`).join(' or ')}?`
    : `There is no rule "${id}". listRules() gives the catalogue.`;
}

function prepareContext(source: GlossarySource | undefined): PrepareContext {
  return {
    glossary(glossaryId) {
      if (!source) return undefined;
      const found: unknown =
        typeof source === 'function'
          ? source(glossaryId)
          : isMap(source)
            ? source.get(glossaryId)
            : Object.hasOwn(source, glossaryId)
              ? source[glossaryId]
              : undefined;
      if (found === undefined) return undefined;
      const terms: unknown = Array.isArray(found) ? found : (found as { terms?: unknown }).terms;
      if (!Array.isArray(terms)) return undefined;
      // Glossaries come from storage: keep the well-formed entries.
      return terms.map(parseTerm).filter((term): term is GlossaryTerm => typeof term !== 'string');
    },
  };
}

function isMap(source: GlossarySource): source is Extract<GlossarySource, ReadonlyMap<string, unknown>> {
  return source instanceof Map;
}
