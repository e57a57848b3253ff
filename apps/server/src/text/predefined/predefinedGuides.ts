import type { StoredGuideRule } from '../../database/schema.ts';
import {
  INCLUSIVE_ALTERNATIVES_GLOSSARY_ID,
  PLAIN_WORDS_GLOSSARY_ID,
  SUPPORT_PHRASES_GLOSSARY_ID,
  TECH_SPELLING_GLOSSARY_ID,
} from './predefinedGlossaries.ts';

export interface PredefinedGuide {
  /** Fixed, so reseeding updates the same row and links to a predefined guide stay valid. */
  id: string;
  name: string;
  description: string;
  rules: StoredGuideRule[];
}

/** Guides a team can start from; every rule id and parameter is checked by validateGuide in a test. */
export const PREDEFINED_GUIDES: readonly PredefinedGuide[] = [
  {
    id: '9f5c70da-7704-451b-88e1-050c13a6f36b',
    name: 'Plain language',
    description: 'Short sentences, everyday words and active voice, so any reader understands at first read.',
    rules: [
      { id: 'readability', params: { max: 8 } },
      { id: 'max-sentence-length', params: { max: 20 } },
      { id: 'passive-voice' },
      { id: 'simplify' },
      { id: 'jargon' },
      { id: 'nominalizations' },
      { id: 'redundant-phrases' },
      { id: 'double-negatives' },
      { id: 'latin-abbreviations' },
      { id: 'long-words', params: { max: 4 } },
      { id: 'forbidden-terms', params: { glossaryId: PLAIN_WORDS_GLOSSARY_ID } },
    ],
  },
  {
    id: 'a12109d0-b5be-4a29-918b-f281067daf03',
    name: 'Inclusive language',
    description: 'Respectful wording that does not exclude readers by gender, origin, ability or age.',
    rules: [
      { id: 'racism' },
      { id: 'gendered-language' },
      { id: 'ableist-language' },
      { id: 'age-related-language' },
      { id: 'condescending-language' },
      { id: 'forbidden-terms', params: { glossaryId: INCLUSIVE_ALTERNATIVES_GLOSSARY_ID } },
    ],
  },
  {
    id: '4287a5d3-c03d-4836-aafa-c001f78149d3',
    name: 'Empathetic customer support',
    description: 'Greets, acknowledges the problem, helps with clear steps and signs off warmly.',
    rules: [
      { id: 'greeting-check' },
      { id: 'sign-off' },
      { id: 'empathy' },
      { id: 'second-person' },
      { id: 'passive-aggressive' },
      { id: 'condescending-language' },
      { id: 'negative-tone', params: { min: -4 } },
      { id: 'apology-count', params: { max: 2 } },
      { id: 'shouting' },
      { id: 'exclamation-marks', params: { max: 1 } },
      { id: 'contractions', params: { style: 'use' } },
      { id: 'max-sentence-length', params: { max: 22 } },
      { id: 'forbidden-terms', params: { glossaryId: SUPPORT_PHRASES_GLOSSARY_ID } },
    ],
  },
  {
    id: '36ff3dee-5971-4d57-a9a4-d8f3bce59bae',
    name: 'Formal business correspondence',
    description: 'Courteous, precise letters and e-mails: full forms, no emoji, a greeting and a sign-off.',
    rules: [
      { id: 'greeting-check' },
      { id: 'sign-off' },
      { id: 'contractions', params: { style: 'avoid' } },
      { id: 'emoji', params: { max: 0 } },
      { id: 'exclamation-marks', params: { max: 0 } },
      { id: 'shouting' },
      { id: 'profanity' },
      { id: 'hype' },
      { id: 'sentence-start-conjunction' },
      { id: 'date-format', params: { style: 'long' } },
      { id: 'max-sentence-length', params: { max: 30 } },
      { id: 'max-sentence-count', params: { max: 5 } },
    ],
  },
  {
    id: 'aa09f000-443d-4d11-8768-a4e16e4971bb',
    name: 'Marketing copy',
    description: 'Direct, reader-focused copy with concrete claims and a clear call to action.',
    rules: [
      {
        id: 'call-to-action',
        params: { phrases: ['get started', 'try it free', 'book a demo', 'sign up'] },
      },
      { id: 'second-person' },
      { id: 'cliches' },
      { id: 'weasel-words' },
      { id: 'hedging' },
      { id: 'passive-voice' },
      { id: 'readability', params: { max: 9 } },
      { id: 'max-sentence-length', params: { max: 20 } },
      { id: 'exclamation-marks', params: { max: 1 } },
      { id: 'emoji', params: { max: 2 } },
    ],
  },
  {
    id: 'b4bb40e0-d930-417a-a1e9-4bbc177574c4',
    name: 'Technical documentation',
    description:
      'Precise, consistent instructions: active voice, sentence-case headings, exact product names.',
    rules: [
      { id: 'passive-voice' },
      { id: 'max-sentence-length', params: { max: 25 } },
      { id: 'heading-case', params: { style: 'sentence' } },
      { id: 'heading-punctuation' },
      { id: 'list-consistency' },
      { id: 'latin-abbreviations' },
      { id: 'vague-quantifiers' },
      { id: 'weasel-words' },
      { id: 'first-person-singular' },
      { id: 'oxford-comma', params: { style: 'use' } },
      { id: 'number-style', params: { max: 9 } },
      { id: 'unit-spacing' },
      { id: 'exact-spelling', params: { glossaryId: TECH_SPELLING_GLOSSARY_ID } },
    ],
  },
  {
    id: '6de81d8a-eee5-45b6-9371-b1709da3479c',
    name: 'Social media',
    description: 'Short, friendly and easy to scan posts that stay respectful.',
    rules: [
      { id: 'text-length', params: { min: 0, max: 60 } },
      { id: 'max-sentence-length', params: { max: 18 } },
      { id: 'readability', params: { max: 8 } },
      { id: 'emoji', params: { max: 3 } },
      { id: 'exclamation-marks', params: { max: 2 } },
      { id: 'shouting' },
      { id: 'profanity' },
      { id: 'racism' },
      { id: 'gendered-language' },
      { id: 'contractions', params: { style: 'use' } },
    ],
  },
  {
    id: 'a94b9fc4-ef38-4150-a3ae-1fba7568f39c',
    name: 'Internal communication',
    description: 'Clear, friendly updates for colleagues: short paragraphs, no jargon, inclusive wording.',
    rules: [
      { id: 'max-sentence-count', params: { max: 4 } },
      { id: 'paragraph-length', params: { max: 80 } },
      { id: 'max-sentence-length', params: { max: 22 } },
      { id: 'readability', params: { max: 10 } },
      { id: 'jargon' },
      { id: 'filler-phrases' },
      { id: 'hedging' },
      { id: 'passive-aggressive' },
      { id: 'gendered-language' },
      { id: 'forbidden-terms', params: { glossaryId: INCLUSIVE_ALTERNATIVES_GLOSSARY_ID } },
    ],
  },
];
