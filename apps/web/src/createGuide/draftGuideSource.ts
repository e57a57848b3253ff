// The guide being built on /editor/create-guide as the editor's checker takes it. Only rules the engine
// can compile now go in: one half-typed setting would otherwise make the whole guide fail to compile and
// take every other rule's highlights away with it.
import type { Glossary, GuideRuleInput, GuideSource, RuleInfo } from '@wtt/contract';
import { GLOSSARY_PARAMETER, paramErrors } from '../guides/ruleParams.ts';

/** The draft has no id until it is saved; the checker's guide needs one (any UUID, never sent anywhere). */
export const DRAFT_GUIDE_ID = '00000000-0000-4000-8000-000000000000';
/** A fixed name, so renaming the draft does not make the checker start over. */
export const DRAFT_GUIDE_NAME = 'Guide being built';

export interface DraftCheck {
  /** Null when no rule can be checked yet. */
  source: GuideSource | null;
  /** Rules of the draft left out for now: unfinished settings, or a glossary not (yet) in the list. */
  waiting: number;
}

function glossaryIdOf(rule: GuideRuleInput): string | undefined {
  const id = rule.params?.[GLOSSARY_PARAMETER];
  return typeof id === 'string' ? id : undefined;
}

/**
 * The draft's rules that can be checked, with the terms of every glossary they name (as the server's
 * GET /tones-of-voice/{id}/source gives them for a saved guide). `glossaries` undefined: the list is still
 * loading, so rules with a glossary wait. Rules the catalogue does not know are left out and not counted:
 * the page lists them apart and the server decides on them when the guide is saved.
 */
export function draftGuideSource(
  rules: readonly GuideRuleInput[],
  catalogue: ReadonlyMap<string, RuleInfo>,
  glossaries: readonly Glossary[] | undefined,
): DraftCheck {
  const termsById = new Map((glossaries ?? []).map((glossary) => [glossary.id, glossary.terms]));
  const checkable: GuideRuleInput[] = [];
  const usedGlossaries: GuideSource['glossaries'] = {};
  let waiting = 0;
  for (const rule of rules) {
    const info = catalogue.get(rule.id);
    if (info === undefined) continue;
    const glossaryId = glossaryIdOf(rule);
    const terms = glossaryId === undefined ? undefined : termsById.get(glossaryId);
    const glossaryMissing = glossaryId !== undefined && terms === undefined;
    if (glossaryMissing || Object.keys(paramErrors(info, rule.params)).length > 0) {
      waiting += 1;
      continue;
    }
    if (glossaryId !== undefined && terms !== undefined) usedGlossaries[glossaryId] = terms;
    checkable.push(rule);
  }
  const source =
    checkable.length === 0
      ? null
      : { id: DRAFT_GUIDE_ID, name: DRAFT_GUIDE_NAME, rules: checkable, glossaries: usedGlossaries };
  return { source, waiting };
}

/** Whether two rule lists hold the same rules in the same order (their settings aside). */
export function sameRuleIds(a: readonly GuideRuleInput[], b: readonly GuideRuleInput[]): boolean {
  return a.length === b.length && a.every((rule, index) => rule.id === b[index]?.id);
}
