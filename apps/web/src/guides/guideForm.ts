// The name and description of a guide as the guide page and the wizard edit them, with the contract's
// limits (400 beyond them), and a copy of a read-only guide for the user's own library.
import type { CreateToneOfVoiceBody, GuideRuleInput, ToneOfVoice } from '@wtt/contract';
import { TEXT_LIMITS } from '@wtt/contract';
import { GLOSSARY_PARAMETER } from './ruleParams.ts';

export interface GuideFields {
  name: string;
  description: string;
}

export type GuideFieldErrors = Partial<Record<keyof GuideFields, string>>;

export function guideFieldErrors(fields: GuideFields): GuideFieldErrors {
  const errors: GuideFieldErrors = {};
  if (fields.name.trim() === '') errors.name = 'Give the guide a name.';
  else if (fields.name.trim().length > TEXT_LIMITS.name) {
    errors.name = `The name can have at most ${TEXT_LIMITS.name} characters.`;
  }
  if (fields.description.length > TEXT_LIMITS.description) {
    errors.description = `The description can have at most ${TEXT_LIMITS.description} characters.`;
  }
  return errors;
}

export const COPY_SUFFIX = ' (copy)';

/**
 * A new own guide with the rules of `guide`. A rule's glossary the user cannot use (a private glossary of
 * whoever shared the guide) is left out of the copy, else the server refuses the whole guide.
 */
export function copyOfGuide(
  guide: ToneOfVoice,
  usableGlossaryIds: ReadonlySet<string>,
): CreateToneOfVoiceBody {
  const rules = guide.rules.map((rule): GuideRuleInput => {
    const glossaryId = rule.params?.[GLOSSARY_PARAMETER];
    if (typeof glossaryId !== 'string' || usableGlossaryIds.has(glossaryId)) return rule;
    const { [GLOSSARY_PARAMETER]: _dropped, ...params } = rule.params ?? {};
    return { ...rule, params };
  });
  const name = `${guide.name.slice(0, TEXT_LIMITS.name - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  return { name, description: guide.description, rules };
}
