import { IRREGULAR_PLURALS } from '../data/irregularPlurals.ts';
import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';

/**
 * The English inflections a glossary term is matched in. `s` is the plural of a noun or the third person
 * of a verb (one spelling rule serves both); `past` and `participle` differ only for irregular verbs.
 */
export type Inflection = 'base' | 's' | 'past' | 'participle' | 'ing' | 'possessive' | 'plural-possessive';

/** Which inflections a word takes: verbs (first word of a phrase), nouns (last word), or both. */
export type WordRole = 'verb' | 'noun' | 'any';

export interface WordForm {
  readonly form: string;
  readonly inflection: Inflection;
}

const VERB_INFLECTIONS: readonly Inflection[] = ['s', 'past', 'participle', 'ing'];
const NOUN_INFLECTIONS: readonly Inflection[] = ['s', 'possessive', 'plural-possessive'];

const verbTable = new Map<string, { past: string[]; participle: string[] }>(
  IRREGULAR_VERBS.map(([base, past, participle]) => [
    base,
    { past: past.split('/'), participle: participle.split('/') },
  ]),
);
const pluralTable = new Map<string, string>(IRREGULAR_PLURALS);

/** Every form of `word` for its role, the base form first, without duplicates. Case follows `word`. */
export function wordForms(word: string, role: WordRole = 'any'): WordForm[] {
  const forms: WordForm[] = [{ form: word, inflection: 'base' }];
  if (!/[a-z]/i.test(word)) return forms;
  const seen = new Set([word]);
  const kinds: readonly Inflection[] =
    role === 'verb'
      ? VERB_INFLECTIONS
      : role === 'noun'
        ? NOUN_INFLECTIONS
        : [...VERB_INFLECTIONS, 'possessive', 'plural-possessive'];
  for (const inflection of kinds) {
    for (const form of inflect(word, inflection)) {
      if (seen.has(form)) continue;
      seen.add(form);
      forms.push({ form, inflection });
    }
  }
  return forms;
}

/** The spellings of `word` in one inflection, the most usual first. Case follows `word`. */
export function inflect(word: string, inflection: Inflection): string[] {
  const lower = word.toLowerCase();
  switch (inflection) {
    case 'base':
      return [word];
    case 's':
      return withCase(word, plurals(lower));
    case 'past':
      return withCase(word, verbTable.get(lower)?.past ?? regularPast(lower));
    case 'participle':
      return withCase(word, verbTable.get(lower)?.participle ?? regularPast(lower));
    case 'ing':
      return withCase(word, presentParticiple(lower));
    case 'possessive':
      return [`${word}'s`];
    case 'plural-possessive':
      return inflect(word, 's').map((plural) => (/s$/i.test(plural) ? `${plural}'` : `${plural}'s`));
  }
}

function plurals(word: string): string[] {
  const irregular = pluralTable.get(word);
  if (irregular !== undefined) return [irregular];
  // Compounds of "man"/"woman" (chairman, spokeswoman) take "men"/"women".
  if (/(?:wo)?man$/.test(word) && word.length > 5) return [`${word.slice(0, -2)}en`, `${word}s`];
  if (/(?:s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/[^aeiou]o$/.test(word)) return [`${word}s`, `${word}es`];
  return [`${word}s`];
}

function regularPast(word: string): string[] {
  if (word.endsWith('e')) return [`${word}d`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ied`];
  return doubled(word).map((stem) => `${stem}ed`);
}

function presentParticiple(word: string): string[] {
  if (word === 'be') return ['being'];
  if (word.endsWith('ie')) return [`${word.slice(0, -2)}ying`];
  if (/[^eoy]e$/.test(word) && word.length > 2) return [`${word.slice(0, -1)}ing`];
  return doubled(word).map((stem) => `${stem}ing`);
}

/**
 * Stems for a vowel suffix. A final consonant-vowel-consonant doubles in one-syllable words ("stop",
 * "stopping"); in longer words it depends on stress ("commit"/"committing" but "visit"/"visiting"),
 * which spelling cannot tell, so both stems are kept: the unused one never occurs in text.
 */
function doubled(word: string): string[] {
  if (!/(?:^|[^aeiou]|qu)[aeiou][bcdfgklmnprstvz]$/.test(word)) return [word];
  const twice = word + word.slice(-1);
  const syllables = word.match(/[aeiouy]+/g)?.length ?? 0;
  if (syllables <= 1) return [twice];
  // The first stem is the one a suggestion uses ("gave consideration" → "considered", not "considerred").
  return STRESSED_LAST.has(word) ? [twice, word] : [word, twice];
}

/** Longer verbs stressed on the last syllable, which double its consonant ("committed", "referring"). */
const STRESSED_LAST = new Set(
  'commit submit admit permit omit emit transmit refer prefer transfer defer infer confer occur recur incur compel propel dispel expel control patrol regret upset equip begin forget forbid rebut abet allot acquit embed unzip kidnap outfit'.split(
    ' ',
  ),
);

/** Gives generated forms the case of the original: "Deploy" → "Deployed", "API" → "APIs". */
function withCase(original: string, forms: readonly string[]): string[] {
  return forms.map((form) => {
    const lower = original.toLowerCase();
    if (original === lower) return form;
    // Keep the original spelling for the shared stem ("GitHub" → "GitHubs"), lower-case suffixes.
    let shared = 0;
    while (shared < lower.length && form[shared] === lower[shared]) shared++;
    const suffix = form.slice(shared);
    const upperSuffix = original.length > 3 && original === original.toUpperCase();
    return original.slice(0, shared) + (upperSuffix ? suffix.toUpperCase() : suffix);
  });
}
