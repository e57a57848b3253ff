import type { GuideRuleInput } from './guides.ts';
import type { WizardAnswers } from './wizard.ts';

// The key questions' answers as catalogue rules. Pure and given the catalogue's order, so the server
// (which creates the guide) and the web app (which previews it while the user answers) share one mapping.

type Params = Record<string, unknown>;

/** Exclamation marks and emoji each answer allows; several opinions meet at the strictest. */
interface Allowance {
  exclamations?: number;
  emoji?: number;
}

/** With no tone answer that cares: one exclamation mark, no emoji. */
const DEFAULT_ALLOWANCE = { exclamations: 1, emoji: 0 } as const;

const FORMALITY: Record<WizardAnswers['formalCasual'], Allowance> = {
  formal: { exclamations: 0, emoji: 0 },
  neutral: {},
  casual: { exclamations: 3, emoji: 3 },
};
const HUMOUR: Record<WizardAnswers['seriousFunny'], Allowance> = {
  serious: { exclamations: 1, emoji: 0 },
  neutral: {},
  funny: { exclamations: 3, emoji: 5 },
};
const ENTHUSIASM: Record<WizardAnswers['enthusiasticMatterOfFact'], Allowance> = {
  enthusiastic: { exclamations: 3 },
  neutral: {},
  'matter-of-fact': { exclamations: 0, emoji: 0 },
};

const SENTENCES: Record<WizardAnswers['sentenceLength'], { words: number; perParagraph: number }> = {
  short: { words: 15, perParagraph: 3 },
  medium: { words: 25, perParagraph: 4 },
  long: { words: 35, perParagraph: 6 },
};

const READING_GRADE: Record<WizardAnswers['audience'], number> = {
  general: 8,
  customers: 9,
  internal: 12,
  developers: 14,
};

/** The rules being picked, by id; a second pick of a rule merges its parameters. */
class Picks {
  readonly rules = new Map<string, Params>();

  use(id: string, params: Params = {}): void {
    this.rules.set(id, { ...this.rules.get(id), ...params });
  }

  /** The rule with `key` at most `max`: the strictest of all the answers that set it. */
  atMost(id: string, key: string, max: number): void {
    const current = this.rules.get(id)?.[key];
    this.use(id, { [key]: typeof current === 'number' ? Math.min(current, max) : max });
  }
}

/**
 * The guide the key questions describe: each answer adds catalogue rules with parameters, the same
 * answers always give the same rules, in the order of `catalogueOrder` (the ids of GET /rules, as
 * listed). Throws when it picks an id the catalogue lacks. docs/decisions.md "Guide wizard" lists the
 * mapping and why.
 */
export function rulesForAnswers(answers: WizardAnswers, catalogueOrder: readonly string[]): GuideRuleInput[] {
  const picks = new Picks();
  // Typing slips every team wants caught.
  for (const id of ['repeated-words', 'duplicate-punctuation', 'spacing']) picks.use(id);

  pickTone(picks, answers);
  pickAudience(picks, answers.audience);
  pickChannel(picks, answers.channel);
  pickStyle(picks, answers);
  pickGlossaries(picks, answers);
  return inCatalogueOrder(picks.rules, catalogueOrder);
}

function pickTone(picks: Picks, answers: WizardAnswers): void {
  const opinions = [
    FORMALITY[answers.formalCasual],
    HUMOUR[answers.seriousFunny],
    ENTHUSIASM[answers.enthusiasticMatterOfFact],
  ];
  const strictest = (key: keyof Allowance): number => {
    const values = opinions.map((opinion) => opinion[key]).filter((value) => value !== undefined);
    return values.length === 0 ? DEFAULT_ALLOWANCE[key] : Math.min(...values);
  };
  picks.use('exclamation-marks', { max: strictest('exclamations') });
  picks.use('emoji', { max: strictest('emoji') });

  if (answers.formalCasual === 'formal') {
    picks.use('sentence-start-conjunction');
    picks.use('ellipsis', { style: 'avoid' });
  }
  if (answers.formalCasual === 'casual') {
    picks.use('nominalizations');
    picks.use('simplify');
  }
  if (answers.seriousFunny === 'serious') {
    picks.use('shouting');
    picks.use('cliches');
  }

  const profanitySureness = { respectful: 0, neutral: 1, irreverent: 2 } as const;
  picks.use('profanity', { sureness: profanitySureness[answers.respectfulIrreverent] });
  if (answers.respectfulIrreverent !== 'irreverent') picks.use('condescending-language');
  if (answers.respectfulIrreverent === 'respectful') {
    picks.use('passive-aggressive');
    picks.use('shouting');
    picks.use('negative-tone');
  }

  if (answers.enthusiasticMatterOfFact === 'enthusiastic') picks.use('hedging');
  if (answers.enthusiasticMatterOfFact === 'matter-of-fact') {
    picks.use('hype');
    picks.use('intensifiers');
    picks.use('adverbs', { max: 1 });
  }
}

function pickAudience(picks: Picks, audience: WizardAnswers['audience']): void {
  picks.use('readability', { max: READING_GRADE[audience] });
  if (audience !== 'developers') picks.use('jargon');
  if (audience === 'customers' || audience === 'developers') picks.use('second-person');
  if (audience === 'general') {
    picks.use('simplify');
    picks.use('long-words', { max: 4 });
  }
  if (audience === 'general' || audience === 'developers') picks.use('latin-abbreviations');
  if (audience === 'developers') picks.use('unit-spacing');
}

function pickChannel(picks: Picks, channel: WizardAnswers['channel']): void {
  switch (channel) {
    case 'support':
      picks.use('empathy');
      picks.use('apology-count', { max: 1 });
      picks.use('passive-aggressive');
      picks.use('condescending-language');
      break;
    case 'marketing':
      picks.use('call-to-action');
      picks.use('weasel-words');
      picks.use('vague-quantifiers');
      picks.use('cliches');
      break;
    case 'docs':
      picks.use('heading-case', { style: 'sentence' });
      picks.use('heading-punctuation');
      picks.use('heading-length', { max: 8 });
      picks.use('list-consistency');
      picks.use('sentence-start-number');
      picks.use('number-style', { max: 9 });
      picks.use('latin-abbreviations');
      picks.atMost('max-sentence-count', 'max', 4);
      break;
    case 'social':
      picks.use('text-length', { min: 0, max: 60 });
      picks.use('call-to-action');
      picks.use('shouting');
      break;
    case 'correspondence':
      picks.use('sign-off');
      picks.use('first-person-singular');
      picks.atMost('paragraph-length', 'max', 100);
      break;
    case 'mixed':
      break;
  }
}

function pickStyle(picks: Picks, answers: WizardAnswers): void {
  const sentences = SENTENCES[answers.sentenceLength];
  picks.use('max-sentence-length', { max: sentences.words });
  picks.atMost('max-sentence-count', 'max', sentences.perParagraph);
  if (answers.sentenceLength === 'short') picks.atMost('paragraph-length', 'max', 60);

  const contractions =
    answers.contractions === 'tone'
      ? { formal: 'avoid', neutral: undefined, casual: 'use' }[answers.formalCasual]
      : answers.contractions;
  if (contractions !== undefined) picks.use('contractions', { style: contractions });

  if (answers.passiveVoice === 'avoid') picks.use('passive-voice');

  const greets = answers.channel === 'support' || answers.channel === 'correspondence';
  if (answers.greeting === 'always' || (answers.greeting === 'channel' && greets)) {
    picks.use('greeting-check');
  }

  if (answers.inclusiveLanguage === 'required') {
    for (const id of ['racism', 'gendered-language', 'ableist-language', 'age-related-language']) {
      picks.use(id);
    }
  }
  if (answers.spelling !== 'any') picks.use('spelling-variant', { variant: answers.spelling });
}

function pickGlossaries(picks: Picks, answers: WizardAnswers): void {
  const glossaryRules = [
    ['forbidden-terms', answers.forbiddenTermsGlossaryId],
    ['required-terms', answers.requiredTermsGlossaryId],
    ['exact-spelling', answers.exactSpellingGlossaryId],
  ] as const;
  for (const [id, glossaryId] of glossaryRules) {
    if (typeof glossaryId === 'string') picks.use(id, { glossaryId });
  }
}

function inCatalogueOrder(
  rules: ReadonlyMap<string, Params>,
  catalogueOrder: readonly string[],
): GuideRuleInput[] {
  const unknown = [...rules.keys()].filter((id) => !catalogueOrder.includes(id));
  if (unknown.length > 0) {
    throw new Error(`the wizard picks rules the catalogue lacks: ${unknown.join(', ')}`);
  }
  return catalogueOrder.flatMap((id) => {
    const params = rules.get(id);
    if (params === undefined) return [];
    return Object.keys(params).length === 0 ? [{ id }] : [{ id, params }];
  });
}
