import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Ableist language: disability used as a metaphor for something bad, and terms that define people by a
 * disability. Words that name a disability plainly ("blind users", "deaf customers") are not here.
 * Drawn from retext-equality's ability patterns, narrowed to the senses that are always the metaphor.
 */
const METAPHOR = 'It uses a mental illness or disability as a byword for something bad or odd.';
const PERSON_FIRST =
  'It defines people by a disability, or as victims of it; describe what they use or have.';

const entry = (
  id: string,
  phrases: string[],
  suggestions: string[],
  reason: string,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions,
  reason,
  source: SOURCES.equality,
  skipProperNames: true,
  ...extra,
});

export const ABLEIST_ENTRIES: readonly PhraseEntry[] = [
  entry(
    'crazy',
    ['crazy', 'insane', 'nutso', 'loony', 'psycho', 'lunatic'],
    ['wild', 'surprising', 'unexpected'],
    METAPHOR,
  ),
  entry('insanely', ['insanely', 'crazily'], ['remarkably', 'very'], METAPHOR),
  entry('lame', ['lame'], ['dull', 'weak', 'disappointing'], METAPHOR, { notBefore: ['duck', 'ducks'] }),
  entry('dumb', ['dumb'], ['silly', 'foolish'], METAPHOR, {
    // "dumb terminal", "dumb pipe": technical terms for devices without processing.
    notBefore: ['terminal', 'terminals', 'pipe', 'pipes', 'phone', 'phones', 'switch', 'switches'],
  }),
  entry(
    'retarded',
    ['retarded', 'retard'],
    ['slow', 'foolish'],
    'It is a slur against people with an intellectual disability.',
    { source: SOURCES.ncdj },
  ),
  entry('idiot-proof', ['idiot-proof', 'idiotproof'], ['foolproof'], METAPHOR),
  entry(
    'spaz',
    ['spaz', 'spazz', 'spastic'],
    ['clumsy'],
    'It is a slur against people with cerebral palsy.',
    { source: SOURCES.ncdj },
  ),
  entry('cripple', ['cripple', 'crippled', 'cripples'], ['hinder', 'slow down', 'break'], METAPHOR, {
    forms: 'none',
  }),
  entry('crippling', ['crippling'], ['severe', 'overwhelming'], METAPHOR),
  entry('tone-deaf', ['tone-deaf', 'tone deaf'], ['insensitive', 'out of touch'], METAPHOR),
  entry('blind-eye', ['turn a blind eye to', 'turn a blind eye'], ['ignore'], METAPHOR, { forms: 'verb' }),
  entry('deaf-ears', ['fall on deaf ears'], ['go unheard'], METAPHOR, { forms: 'verb' }),
  entry('sanity-check', ['sanity check', 'sanity checks', 'sanity-check'], ['quick check'], METAPHOR, {
    source: SOURCES.googleInclusive,
  }),
  entry(
    'dummy-value',
    ['dummy value', 'dummy values', 'dummy data', 'dummy text', 'dummy variable'],
    ['placeholder value', 'sample data'],
    METAPHOR,
    {
      source: SOURCES.googleInclusive,
    },
  ),
  entry('ocd', ['ocd'], ['particular', 'meticulous'], METAPHOR, {
    // "a bit OCD about tidy code": the adjective use, not the diagnosis.
    onlyAfter: ['bit', 'so', 'very', 'totally', 'little', 'super', 'kinda', 'pretty', 'such'],
  }),
  entry(
    'wheelchair-bound',
    [
      'wheelchair-bound',
      'wheelchair bound',
      'confined to a wheelchair',
      'bound to a wheelchair',
      'restricted to a wheelchair',
    ],
    ['who uses a wheelchair', 'wheelchair user'],
    PERSON_FIRST,
    {
      source: SOURCES.ncdj,
    },
  ),
  entry('handicapped', ['handicapped'], ['disabled'], PERSON_FIRST, {
    source: SOURCES.apaDisability,
    notBefore: [
      'parking',
      'space',
      'spaces',
      'toilet',
      'toilets',
      'restroom',
      'restrooms',
      'entrance',
      'access',
    ],
  }),
  entry(
    'handicapped-parking',
    [
      'handicapped parking',
      'handicapped space',
      'handicapped spaces',
      'handicapped toilet',
      'handicapped restroom',
      'handicapped entrance',
      'handicapped access',
    ],
    [],
    'Name the facility by who it serves: “accessible parking”, “accessible toilet”.',
    {
      source: SOURCES.ncdj,
    },
  ),
  entry(
    'differently-abled',
    ['differently abled', 'differently-abled', 'handicapable', 'specially abled'],
    ['disabled'],
    'Euphemisms suggest disability is shameful; most disabled people prefer plain words.',
    {
      source: SOURCES.apaDisability,
    },
  ),
  entry(
    'special-needs',
    ['special needs'],
    ['disabilities', 'access needs'],
    'The needs are not special; name them or write “disabled”.',
    { source: SOURCES.ncdj },
  ),
  entry(
    'suffers-from',
    [
      'suffers from dyslexia',
      'suffering from dyslexia',
      'suffers from autism',
      'suffering from autism',
      'suffers from epilepsy',
      'suffering from epilepsy',
      'victim of polio',
      'afflicted with autism',
    ],
    ['has'],
    PERSON_FIRST,
    {
      source: SOURCES.apaDisability,
      noFix: true,
    },
  ),
];
