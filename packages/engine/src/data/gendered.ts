import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Gendered terms for roles and people in general, with neutral replacements. Singular and plural are
 * separate entries, since the plural of the replacement is not always regular ("salesmen" →
 * "salespeople"). Generic "he or she" and "guys" for a group are here too; a pronoun for a known person
 * is not. Names pass ("George Foreman", "Chairman Mao" in a history text is a title: kept as written).
 */
const ROLE = 'It assumes the role is done by a man (or a woman); the neutral word fits everyone.';
const GROUP = 'Not everyone in a group is a guy or a gentleman; a neutral word addresses them all.';
const PRONOUN = 'Singular “they” covers everyone, including people who are neither he nor she.';

const role = (id: string, phrases: string[], suggestions: string[], reason = ROLE): PhraseEntry => ({
  id,
  phrases,
  suggestions,
  reason,
  source: SOURCES.equality,
  skipProperNames: true,
});

export const GENDERED_ENTRIES: readonly PhraseEntry[] = [
  role('chairman', ['chairman', 'chairwoman'], ['chair']),
  role('chairmen', ['chairmen', 'chairwomen'], ['chairs']),
  role('businessman', ['businessman', 'businesswoman'], ['businessperson']),
  role('businessmen', ['businessmen', 'businesswomen'], ['businesspeople']),
  role('salesman', ['salesman', 'saleswoman', 'saleslady'], ['salesperson']),
  role('salesmen', ['salesmen', 'saleswomen'], ['salespeople']),
  role('spokesman', ['spokesman', 'spokeswoman'], ['spokesperson']),
  role('spokesmen', ['spokesmen', 'spokeswomen'], ['spokespeople']),
  role('fireman', ['fireman', 'firewoman'], ['firefighter']),
  role('firemen', ['firemen', 'firewomen'], ['firefighters']),
  role('policeman', ['policeman', 'policewoman'], ['police officer']),
  role('policemen', ['policemen', 'policewomen'], ['police officers']),
  role('mailman', ['mailman', 'postman', 'postwoman'], ['mail carrier']),
  role('mailmen', ['mailmen', 'postmen', 'postwomen'], ['mail carriers']),
  role('cameraman', ['cameraman', 'camerawoman'], ['camera operator']),
  role('cameramen', ['cameramen', 'camerawomen'], ['camera operators']),
  role('foreman', ['foreman', 'forewoman'], ['supervisor']),
  role('foremen', ['foremen', 'forewomen'], ['supervisors']),
  role('middleman', ['middleman'], ['intermediary']),
  role('middlemen', ['middlemen'], ['intermediaries']),
  role('repairman', ['repairman', 'repairwoman'], ['technician']),
  role('repairmen', ['repairmen', 'repairwomen'], ['technicians']),
  role('layman', ['layman', 'laywoman'], ['layperson']),
  role('laymen', ['laymen', 'laywomen'], ['laypeople']),
  role("layman's-terms", ["in layman's terms", 'in layman’s terms'], ['in plain terms']),
  role('stewardess', ['stewardess', 'air hostess'], ['flight attendant']),
  role('stewardesses', ['stewardesses', 'air hostesses'], ['flight attendants']),
  role('cleaning-lady', ['cleaning lady', 'cleaning woman'], ['cleaner']),
  role('housewife', ['housewife'], ['homemaker']),
  role('housewives', ['housewives'], ['homemakers']),
  role(
    'lady-doctor',
    ['lady doctor', 'woman doctor', 'female doctor', 'male nurse'],
    [],
    'The job needs no gender: write “doctor” or “nurse”, and a gender only where it matters.',
  ),
  role('mankind', ['mankind'], ['humanity'], 'It makes men stand for all people.'),
  role('manpower', ['manpower'], ['workforce'], 'It makes men stand for all workers.'),
  role('man-hours', ['man-hours', 'man hours'], ['person-hours'], 'It makes men stand for all workers.'),
  role('man-hour', ['man-hour', 'man hour'], ['person-hour'], 'It makes men stand for all workers.'),
  role('man-made', ['man-made', 'manmade'], ['artificial'], 'It credits men with what people made.'),
  role('manned', ['manned'], ['staffed', 'crewed'], 'It assumes the staff are men.'),
  role('unmanned', ['unmanned'], ['uncrewed', 'automated'], 'It assumes the crew would be men.'),
  role('forefathers', ['forefathers'], ['ancestors'], 'It leaves out the women who came before.'),
  role(
    'gentlemans-agreement',
    ["gentleman's agreement", 'gentleman’s agreement', "gentlemen's agreement"],
    ['unwritten agreement'],
    'It assumes the people agreeing are men.',
  ),
  role(
    'common-man',
    ['the common man', 'the average man', 'the man in the street'],
    ['the average person'],
    'It makes a man stand for everyone.',
  ),
  role('ladies-and-gentlemen', ['ladies and gentlemen'], ['everyone'], GROUP),
  {
    id: 'guys',
    phrases: ['guys'],
    // Only when the group is addressed: "hi guys", "thanks guys".
    onlyAfter: ['hi', 'hey', 'hello', 'thanks', 'morning', 'evening', 'afternoon', 'bye', 'folks'],
    suggestions: ['everyone'],
    reason: GROUP,
    source: SOURCES.microsoftBias,
  },
  {
    id: 'you-guys',
    phrases: ['you guys'],
    suggestions: ['you all', 'everyone'],
    reason: GROUP,
    source: SOURCES.microsoftBias,
  },
  {
    id: 'he-or-she',
    phrases: ['he or she', 'she or he'],
    suggestions: ['they'],
    // "They" may need the verb changed ("he or she is" → "they are").
    noFix: true,
    reason: PRONOUN,
    source: SOURCES.apaGender,
  },
  {
    id: 'his-or-her',
    phrases: ['his or her', 'her or his'],
    suggestions: ['their'],
    reason: PRONOUN,
    source: SOURCES.apaGender,
  },
  {
    id: 'him-or-her',
    phrases: ['him or her', 'her or him'],
    suggestions: ['them'],
    reason: PRONOUN,
    source: SOURCES.apaGender,
  },
  {
    id: 'himself-or-herself',
    phrases: ['himself or herself', 'herself or himself'],
    suggestions: ['themselves'],
    reason: PRONOUN,
    source: SOURCES.apaGender,
  },
];

/** Pronoun pairs written with a slash ("he/she", "s/he"), which the word parser splits: found by pattern. */
export const GENDERED_SLASH_PAIRS: readonly {
  readonly pattern: string;
  readonly suggestion: string;
  readonly reason: string;
  readonly source: string;
}[] = [
  { pattern: 'he/she|she/he|s/he', suggestion: 'they', reason: PRONOUN, source: SOURCES.apaGender },
  { pattern: 'his/her|her/his', suggestion: 'their', reason: PRONOUN, source: SOURCES.apaGender },
  { pattern: 'him/her|her/him', suggestion: 'them', reason: PRONOUN, source: SOURCES.apaGender },
];
