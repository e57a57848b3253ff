import type { StoredGlossaryTerm } from '../../database/schema.ts';

export interface PredefinedGlossary {
  /** Fixed, so predefined guides can refer to it and reseeding updates the same row. */
  id: string;
  name: string;
  description: string;
  terms: StoredGlossaryTerm[];
}

export const PLAIN_WORDS_GLOSSARY_ID = '564ad62b-bd12-4533-86b9-2ff69ab905af';
export const INCLUSIVE_ALTERNATIVES_GLOSSARY_ID = 'f5a1387e-43a6-4459-a053-42cb46d9cfb5';
export const TECH_SPELLING_GLOSSARY_ID = 'eb799d38-7938-4021-82ab-0381101956c2';
export const SUPPORT_PHRASES_GLOSSARY_ID = '3ca0c496-efb8-48d9-9b88-445302947b7c';

export const PREDEFINED_GLOSSARIES: readonly PredefinedGlossary[] = [
  {
    id: PLAIN_WORDS_GLOSSARY_ID,
    name: 'Plain words',
    description: 'Formal or bureaucratic words with the plain word most readers expect instead.',
    terms: [
      { term: 'utilize', suggestions: ['use'] },
      { term: 'commence', suggestions: ['start', 'begin'] },
      { term: 'facilitate', suggestions: ['help', 'make easier'] },
      { term: 'in order to', suggestions: ['to'] },
      { term: 'prior to', suggestions: ['before'] },
      { term: 'subsequently', suggestions: ['later', 'then'] },
      { term: 'endeavor', suggestions: ['try'] },
      { term: 'approximately', suggestions: ['about'] },
      { term: 'ascertain', suggestions: ['find out', 'check'] },
      { term: 'terminate', suggestions: ['end', 'stop'] },
      { term: 'numerous', suggestions: ['many'] },
      { term: 'sufficient', suggestions: ['enough'] },
      { term: 'in the event that', suggestions: ['if'] },
      { term: 'at this point in time', suggestions: ['now'] },
    ],
  },
  {
    id: INCLUSIVE_ALTERNATIVES_GLOSSARY_ID,
    name: 'Inclusive alternatives',
    description: 'Words that exclude or hurt some readers, with neutral alternatives.',
    terms: [
      { term: 'guys', suggestions: ['everyone', 'folks', 'team'], note: 'Not everyone identifies as a guy.' },
      { term: 'manpower', suggestions: ['workforce', 'staff'] },
      { term: 'chairman', suggestions: ['chair', 'chairperson'] },
      { term: 'mankind', suggestions: ['humanity', 'people'] },
      { term: 'whitelist', suggestions: ['allowlist'] },
      { term: 'blacklist', suggestions: ['blocklist', 'denylist'] },
      { term: 'sanity check', suggestions: ['quick check', 'confidence check'] },
      { term: 'dummy value', suggestions: ['placeholder value'] },
      { term: 'grandfathered', suggestions: ['legacy', 'exempt'] },
    ],
  },
  {
    id: TECH_SPELLING_GLOSSARY_ID,
    name: 'Technology spelling',
    description: 'Product and technology names as their makers spell them.',
    terms: [
      { term: 'JavaScript' },
      { term: 'TypeScript' },
      { term: 'GitHub' },
      { term: 'PostgreSQL' },
      { term: 'macOS' },
      { term: 'iPhone' },
      { term: 'Wi-Fi' },
      { term: 'YouTube' },
      { term: 'LinkedIn' },
      { term: 'WordPress' },
    ],
  },
  {
    id: SUPPORT_PHRASES_GLOSSARY_ID,
    name: 'Phrases to avoid in support',
    description: 'Phrases that sound dismissive to a customer with a problem, and kinder ones.',
    terms: [
      { term: 'calm down', suggestions: ['I understand this is frustrating'] },
      { term: 'as I said', suggestions: ['to recap'] },
      { term: 'per my last email', suggestions: ['as mentioned earlier'] },
      { term: 'you should have', suggestions: ['next time, you can'] },
      { term: 'that is not my job', suggestions: ['let me find the right person'] },
      { term: 'obviously', suggestions: [] },
    ],
  },
];
