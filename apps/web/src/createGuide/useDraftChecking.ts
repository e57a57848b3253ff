// Hands the guide being built to the editor's checker, so the highlights follow the rules as they are
// added, removed and set. Adding or removing a rule is checked at once; a typed setting once typing pauses.
import type { Editor } from '@tiptap/core';
import type { Glossary, GuideRuleInput, GuideSource, RuleInfo } from '@wtt/contract';
import { useEffect, useMemo, useState } from 'react';
import { useCheckGuide } from '../editor/useCheckGuide.ts';
import { catalogueById } from '../guides/ruleGroups.ts';
import { draftGuideSource, sameRuleIds, type DraftCheck } from './draftGuideSource.ts';

/** Long enough for a term or a number being typed, short enough that the highlights feel live. */
export const SETTINGS_CHECK_DELAY_MS = 250;

/** The rules with their settings as they were when typing last paused; a new or removed rule at once. */
function useSettledRules(rules: readonly GuideRuleInput[]): readonly GuideRuleInput[] {
  const [settled, setSettled] = useState(rules);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(rules);
    }, SETTINGS_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [rules]);
  return sameRuleIds(settled, rules) ? settled : rules;
}

export function useDraftChecking(
  editor: Editor,
  rules: readonly GuideRuleInput[],
  catalogue: readonly RuleInfo[] | undefined,
  glossaries: readonly Glossary[] | undefined,
): DraftCheck {
  const settled = useSettledRules(rules);
  const byId = useMemo(() => catalogueById(catalogue ?? []), [catalogue]);
  const check = useMemo(() => draftGuideSource(settled, byId, glossaries), [settled, byId, glossaries]);
  // Every new guide makes the checker drop its highlights and start over: only a guide that differs in
  // content is handed on (a refetched glossary list or an edit undone give equal guides).
  const sourceText = JSON.stringify(check.source);
  const source = useMemo(() => JSON.parse(sourceText) as GuideSource | null, [sourceText]);
  useCheckGuide(editor, source);
  return check;
}
