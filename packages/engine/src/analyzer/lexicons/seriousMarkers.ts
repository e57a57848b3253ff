import { entries, type LexiconEntry } from './types.ts';

/**
 * Words that signal a serious register: requirement keywords, hazard signal words and the vocabulary of
 * risk, law and safety. A text that uses them asks to be read without a smile.
 */
const RFC2119 =
  'RFC 2119, "Key words for use in RFCs to Indicate Requirement Levels" (MUST, SHALL, REQUIRED)';
const ANSI = 'ANSI Z535.4 / ISO 3864 safety signal words (DANGER, WARNING, CAUTION, NOTICE)';
const RISK =
  'NN/g, Moran (2016), "The Four Dimensions of Tone of Voice": serious tone fits sensitive topics (security, money, health, law)';

export const SERIOUS_MARKERS: readonly LexiconEntry[] = [
  ...entries(['must', 'shall', 'required', 'mandatory', 'obligation', 'obligated', 'prohibited'], {
    reason: 'A requirement keyword: states an obligation.',
    source: RFC2119,
    forms: 'none',
  }),
  ...entries(['danger', 'warning', 'caution', 'hazard', 'critical', 'urgent', 'important'], {
    reason: 'A hazard or priority signal word.',
    source: ANSI,
    forms: 'none',
  }),
  ...entries(
    [
      'security',
      'breach',
      'compliance',
      'regulation',
      'liability',
      'legal',
      'lawsuit',
      'privacy',
      'confidential',
      'safety',
      'risk',
      'incident',
      'fraud',
      'penalty',
      'deadline',
      'terms and conditions',
      'data protection',
      'vulnerability',
    ],
    {
      reason: 'Vocabulary of risk, law or safety: topics readers take seriously.',
      source: RISK,
      forms: 'noun',
    },
  ),
];
