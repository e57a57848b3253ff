import { z } from 'zod';
import { guideRulesSchema } from './guides.ts';
import { TEXT_LIMITS } from './limits.ts';
import { optionalText, requiredText } from './storableText.ts';

// The key questions of the guide wizard: what a brand owner can answer without knowing rule names. The
// first four are the analyzer's tone dimensions (NN/g, Moran 2016). wizardRules.ts maps the answers to
// catalogue rules (the server creates the guide with it, the web app previews it); the app renders these.

const FORMAL_CASUAL = ['formal', 'neutral', 'casual'] as const;
const SERIOUS_FUNNY = ['serious', 'neutral', 'funny'] as const;
const RESPECTFUL_IRREVERENT = ['respectful', 'neutral', 'irreverent'] as const;
const ENTHUSIASTIC_MATTER_OF_FACT = ['enthusiastic', 'neutral', 'matter-of-fact'] as const;
const AUDIENCES = ['customers', 'general', 'internal', 'developers'] as const;
const CHANNELS = ['mixed', 'support', 'marketing', 'docs', 'social', 'correspondence'] as const;
const SENTENCE_LENGTHS = ['short', 'medium', 'long'] as const;
const CONTRACTIONS = ['tone', 'use', 'avoid'] as const;
const PASSIVE_VOICE = ['avoid', 'allow'] as const;
const GREETINGS = ['channel', 'always', 'never'] as const;
const INCLUSIVE_LANGUAGE = ['required', 'unchecked'] as const;
const SPELLINGS = ['any', 'us', 'uk', 'uk-oxford'] as const;

const glossaryAnswer = z.uuid('must be a UUID').nullish();

/** The answers to the key questions; every choice has a default, so `{}` is a valid (neutral) answer. */
export const wizardAnswersSchema = z
  .object({
    formalCasual: z.enum(FORMAL_CASUAL).default('neutral'),
    seriousFunny: z.enum(SERIOUS_FUNNY).default('neutral'),
    respectfulIrreverent: z.enum(RESPECTFUL_IRREVERENT).default('neutral'),
    enthusiasticMatterOfFact: z.enum(ENTHUSIASTIC_MATTER_OF_FACT).default('neutral'),
    audience: z.enum(AUDIENCES).default('customers'),
    channel: z.enum(CHANNELS).default('mixed'),
    sentenceLength: z.enum(SENTENCE_LENGTHS).default('medium'),
    contractions: z.enum(CONTRACTIONS).default('tone'),
    passiveVoice: z.enum(PASSIVE_VOICE).default('avoid'),
    greeting: z.enum(GREETINGS).default('channel'),
    inclusiveLanguage: z.enum(INCLUSIVE_LANGUAGE).default('required'),
    spelling: z.enum(SPELLINGS).default('any'),
    forbiddenTermsGlossaryId: glossaryAnswer,
    requiredTermsGlossaryId: glossaryAnswer,
    exactSpellingGlossaryId: glossaryAnswer,
  })
  .meta({ id: 'WizardAnswers' });

export type WizardAnswers = z.infer<typeof wizardAnswersSchema>;
export type WizardQuestionId = keyof WizardAnswers;

export const wizardOptionSchema = z.object({ value: z.string(), label: z.string() });

export const wizardQuestionSchema = z
  .object({
    id: z.string().describe('The key of the answer in `answers`.'),
    type: z
      .enum(['choice', 'glossary'])
      .describe('choice: one of `options`; glossary: a glossary id or null.'),
    text: z.string(),
    help: z.string(),
    options: z.array(wizardOptionSchema).describe('The choices (empty for a glossary question).'),
    default: z.string().nullable().describe('The answer taken when none is sent.'),
  })
  .meta({ id: 'WizardQuestion' });

export type WizardQuestion = z.infer<typeof wizardQuestionSchema>;

export const wizardQuestionsAnswerSchema = z
  .object({ questions: z.array(wizardQuestionSchema) })
  .meta({ id: 'WizardQuestions' });

/** Options with a label for every value (the compiler checks none is missing). */
function choices<const V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

function choiceQuestion<const V extends string>(question: {
  id: WizardQuestionId;
  text: string;
  help: string;
  values: readonly V[];
  labels: Record<V, string>;
  default: V;
}): WizardQuestion {
  return {
    id: question.id,
    type: 'choice',
    text: question.text,
    help: question.help,
    options: choices(question.values, question.labels),
    default: question.default,
  };
}

function glossaryQuestion(id: WizardQuestionId, text: string, help: string): WizardQuestion {
  return { id, type: 'glossary', text, help, options: [], default: null };
}

/** The key questions, in the order the wizard asks them. */
export const WIZARD_QUESTIONS: readonly WizardQuestion[] = [
  choiceQuestion({
    id: 'formalCasual',
    text: 'How formal do you sound?',
    help: 'Formal: full forms, no emoji, measured punctuation. Casual: contractions, plain verbs, a lighter touch.',
    values: FORMAL_CASUAL,
    labels: { formal: 'Formal', neutral: 'In between', casual: 'Casual' },
    default: 'neutral',
  }),
  choiceQuestion({
    id: 'seriousFunny',
    text: 'Serious or funny?',
    help: 'Serious keeps emoji and exclamations out; funny allows a few.',
    values: SERIOUS_FUNNY,
    labels: { serious: 'Serious', neutral: 'In between', funny: 'Funny' },
    default: 'neutral',
  }),
  choiceQuestion({
    id: 'respectfulIrreverent',
    text: 'Respectful or irreverent?',
    help: 'Respectful avoids talking down to readers, passive-aggressive phrasing and anything near profanity.',
    values: RESPECTFUL_IRREVERENT,
    labels: { respectful: 'Respectful', neutral: 'In between', irreverent: 'Irreverent' },
    default: 'neutral',
  }),
  choiceQuestion({
    id: 'enthusiasticMatterOfFact',
    text: 'Enthusiastic or matter-of-fact?',
    help: 'Enthusiastic speaks with confidence (no hedging); matter-of-fact avoids hype, intensifiers and exclamations.',
    values: ENTHUSIASTIC_MATTER_OF_FACT,
    labels: { enthusiastic: 'Enthusiastic', neutral: 'In between', 'matter-of-fact': 'Matter-of-fact' },
    default: 'neutral',
  }),
  choiceQuestion({
    id: 'audience',
    text: 'Who reads your texts?',
    help: 'Sets how easy the text must be to read and whether office jargon is flagged.',
    values: AUDIENCES,
    labels: {
      customers: 'Our customers',
      general: 'The general public',
      internal: 'Colleagues inside the company',
      developers: 'Developers and technical readers',
    },
    default: 'customers',
  }),
  choiceQuestion({
    id: 'channel',
    text: 'Where do your texts appear?',
    help: 'Each channel brings the checks it needs: empathy in support, calls to action in marketing, headings in documentation.',
    values: CHANNELS,
    labels: {
      mixed: 'Several places',
      support: 'Customer support replies',
      marketing: 'Marketing copy',
      docs: 'Documentation and help pages',
      social: 'Social media posts',
      correspondence: 'Letters and e-mails',
    },
    default: 'mixed',
  }),
  choiceQuestion({
    id: 'sentenceLength',
    text: 'How long may sentences be?',
    help: 'Short: at most 15 words and 3 sentences per paragraph. Medium: 25 and 4. Long: 35 and 6.',
    values: SENTENCE_LENGTHS,
    labels: { short: 'Short', medium: 'Medium', long: 'Long' },
    default: 'medium',
  }),
  choiceQuestion({
    id: 'contractions',
    text: 'Do you write "we\'re" or "we are"?',
    help: 'Contractions sound conversational; full forms sound formal. "Follow the tone" uses them when casual and avoids them when formal.',
    values: CONTRACTIONS,
    labels: { tone: 'Follow the tone', use: 'Use contractions', avoid: 'Write full forms' },
    default: 'tone',
  }),
  choiceQuestion({
    id: 'passiveVoice',
    text: 'Is the passive voice fine?',
    help: '"The form was sent" hides who acts; "We sent the form" says it.',
    values: PASSIVE_VOICE,
    labels: { avoid: 'Avoid it', allow: 'It is fine' },
    default: 'avoid',
  }),
  choiceQuestion({
    id: 'greeting',
    text: 'Do your texts open with a greeting?',
    help: '"Follow the channel" asks for one in support replies, letters and e-mails.',
    values: GREETINGS,
    labels: { channel: 'Follow the channel', always: 'Always', never: 'Never required' },
    default: 'channel',
  }),
  choiceQuestion({
    id: 'inclusiveLanguage',
    text: 'Must the language be inclusive?',
    help: 'Flags racially insensitive, gendered, ableist and age-related wording, with alternatives.',
    values: INCLUSIVE_LANGUAGE,
    labels: { required: 'Yes', unchecked: 'Do not check' },
    default: 'required',
  }),
  choiceQuestion({
    id: 'spelling',
    text: 'Which spelling do you use?',
    help: 'Keeps to one variant: "color" or "colour", "organize" or "organise".',
    values: SPELLINGS,
    labels: {
      any: 'Do not check',
      us: 'American',
      uk: 'British',
      'uk-oxford': 'British with -ize (Oxford)',
    },
    default: 'any',
  }),
  glossaryQuestion(
    'forbiddenTermsGlossaryId',
    'Words you never use',
    'A glossary of forbidden terms, with the words to use instead.',
  ),
  glossaryQuestion(
    'requiredTermsGlossaryId',
    'Words every text must use',
    'A glossary of terms each text must contain.',
  ),
  glossaryQuestion(
    'exactSpellingGlossaryId',
    'Names spelt exactly so',
    'A glossary of brand and product names and their only correct spelling.',
  ),
];

/**
 * `POST /tones-of-voice/wizard`: the picked rules (`rules`, as `POST /tones-of-voice` takes them) or the
 * answers to the key questions (`answers`), exactly one of the two.
 */
export const wizardRequestSchema = z
  .object({
    name: requiredText(TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.description).default(''),
    rules: guideRulesSchema.optional().describe('The rules picked from GET /rules.'),
    answers: wizardAnswersSchema.optional().describe('The answers to GET /tones-of-voice/wizard/questions.'),
  })
  .refine(
    (request) => (request.rules === undefined) !== (request.answers === undefined),
    'send either rules (the rules you picked) or answers (to the key questions), not both',
  )
  .meta({ id: 'WizardRequest' });

export type WizardRequest = z.infer<typeof wizardRequestSchema>;
/** What a client sends (`z.input`: every answer and the description have defaults). */
export type WizardBody = z.input<typeof wizardRequestSchema>;
