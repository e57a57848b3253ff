import type { PhraseEntry } from './phraseEntry.ts';

/**
 * Abbreviations written with the word one of their letters stands for (RAS syndrome), where the noun is
 * one the general check (`rules/acronymPleonasm.ts`) cannot take for every abbreviation: its letter
 * names other words in other abbreviations ("DVD drive" is a drive for discs, "MOT test" the Ministry of
 * Transport's test, "RSA authentication" an algorithm), or the abbreviation has two letters ("UI", "PC").
 * Each pair here is redundant by the abbreviation's expansion, given in the comment; the suggestion keeps
 * the capitals, which the rule reads as the sign of the abbreviation ("pat testing" of a dog passes).
 */
const REASON = 'One word already says it.';
const SOURCE =
  'Wikipedia, "RAS syndrome" (https://en.wikipedia.org/wiki/RAS_syndrome); proselint, RAS syndrome list (SAT test, ACT test)';

/** The pair and, when the noun has one, its plural: "SSD drive", "SSD drives" → "SSD", "SSDs". */
function pairs(abbreviation: string, noun: string, plural?: string): PhraseEntry[] {
  const lower = abbreviation.toLowerCase();
  const one: PhraseEntry = {
    id: `${lower}-${noun}`.replace(/\s+/g, '-'),
    phrases: [`${lower} ${noun}`],
    forms: 'none',
    suggestions: [abbreviation],
    reason: REASON,
    source: SOURCE,
  };
  if (plural === undefined) return [one];
  return [
    one,
    { ...one, id: `${one.id}-plural`, phrases: [`${lower} ${plural}`], suggestions: [`${abbreviation}s`] },
  ];
}

export const REDUNDANT_ABBREVIATION_ENTRIES: readonly PhraseEntry[] = [
  // Equipment: personal, respiratory and customer-premises protective equipment.
  ...pairs('PPE', 'equipment'),
  ...pairs('RPE', 'equipment'),
  ...pairs('CPE', 'equipment'),
  // Tests: portable appliance test(ing), user acceptance and non-destructive testing, the SAT, ACT,
  // LSAT, GMAT and MCAT tests, the Graduate Record Examination.
  ...pairs('PAT', 'testing'),
  ...pairs('PAT', 'test', 'tests'),
  ...pairs('UAT', 'testing'),
  ...pairs('NDT', 'testing'),
  ...pairs('SAT', 'test', 'tests'),
  ...pairs('ACT', 'test', 'tests'),
  ...pairs('LSAT', 'test'),
  ...pairs('GMAT', 'test'),
  ...pairs('MCAT', 'test'),
  ...pairs('GRE', 'exam'),
  // Drives: solid-state and hard disk drive.
  ...pairs('SSD', 'drive', 'drives'),
  ...pairs('HDD', 'drive', 'drives'),
  // Rates: annual percentage, annual equivalent, click-through, basal metabolic, erythrocyte
  // sedimentation, glomerular filtration rate; the London Interbank Offered and Secured Overnight
  // Financing Rates. Not "CPR rate" (resuscitation) or "IRR" (return).
  ...pairs('APR', 'rate', 'rates'),
  ...pairs('AER', 'rate', 'rates'),
  ...pairs('CTR', 'rate'),
  ...pairs('BMR', 'rate'),
  ...pairs('ESR', 'rate'),
  ...pairs('GFR', 'rate'),
  ...pairs('LIBOR', 'rate'),
  ...pairs('SOFR', 'rate'),
  // Multi-factor and two-factor authentication.
  ...pairs('MFA', 'authentication'),
  ...pairs('2FA', 'authentication'),
  ...pairs('TFA', 'authentication'),
  // Optical character, automatic number-plate and automatic speech recognition.
  ...pairs('OCR', 'recognition'),
  ...pairs('ANPR', 'recognition'),
  ...pairs('ASR', 'recognition'),
  // Unique taxpayer reference; annual and extraordinary general meeting.
  ...pairs('UTR', 'reference'),
  ...pairs('AGM', 'meeting', 'meetings'),
  ...pairs('EGM', 'meeting', 'meetings'),
  // Card verification code, bank identifier code, merchant category code.
  ...pairs('CVC', 'code', 'codes'),
  ...pairs('BIC', 'code', 'codes'),
  ...pairs('MCC', 'code', 'codes'),
  // Domain name, anti-lock braking, basic input/output, content and learning management, applicant
  // tracking, intrusion detection and prevention systems.
  ...pairs('DNS', 'system'),
  ...pairs('ABS', 'system'),
  ...pairs('BIOS', 'system'),
  ...pairs('CMS', 'system', 'systems'),
  ...pairs('LMS', 'system', 'systems'),
  ...pairs('ATS', 'system', 'systems'),
  ...pairs('IDS', 'system', 'systems'),
  ...pairs('IPS', 'system', 'systems'),
  // Two letters, which the general check leaves alone: user interface, personal computer, artificial
  // intelligence, human resources, Internet Protocol, operating system.
  ...pairs('UI', 'interface', 'interfaces'),
  ...pairs('PC', 'computer', 'computers'),
  ...pairs('AI', 'intelligence'),
  ...pairs('HR', 'resources'),
  ...pairs('IP', 'protocol'),
  ...pairs('OS', 'system'),
  // Computer-aided design, standard operating procedure, (asymmetric) digital subscriber line, European
  // Economic Area, non-governmental organisation, redundant array of independent disks, gross domestic
  // and national product, minimum viable product, proof of concept, near-field communication.
  ...pairs('CAD', 'design'),
  ...pairs('SOP', 'procedure', 'procedures'),
  ...pairs('DSL', 'line'),
  ...pairs('ADSL', 'line'),
  ...pairs('EEA', 'area'),
  ...pairs('NGO', 'organisation', 'organisations'),
  ...pairs('NGO', 'organization', 'organizations'),
  ...pairs('RAID', 'array'),
  ...pairs('GDP', 'product'),
  ...pairs('GNP', 'product'),
  ...pairs('MVP', 'product'),
  ...pairs('POC', 'concept'),
  ...pairs('NFC', 'communication'),
  ...pairs('MMS', 'message', 'messages'),
];
