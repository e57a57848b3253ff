/**
 * Data of the empathy rule: phrases that say a customer has a problem, and phrases that acknowledge it,
 * apologise or offer help. Source for both: Zendesk, "Empathy statements for customer service"
 * (https://www.zendesk.com/blog/empathy-statements/), and HubSpot, "Customer service phrases"
 * (https://blog.hubspot.com/service/customer-service-phrases).
 */
export interface EmpathyPhrase {
  readonly term: string;
  readonly forms?: 'noun' | 'verb' | 'any' | 'none';
  readonly reason: string;
}

export const EMPATHY_SOURCE =
  'Zendesk, "Empathy statements for customer service"; HubSpot, "Customer service phrases"';

const PROBLEM = 'Names something that went wrong for the reader.';

export const PROBLEM_PHRASES: readonly EmpathyPhrase[] = [
  ...[
    'problem',
    'error',
    'bug',
    'outage',
    'failure',
    'incident',
    'glitch',
    'disruption',
    'mistake',
    'complaint',
  ].map((term) => ({ term, forms: 'noun' as const, reason: PROBLEM })),
  ...[
    'downtime',
    'inconvenience',
    'trouble',
    'difficulty',
    'difficulties',
    'data loss',
    'delay',
    'delayed',
    'failed',
    'broken',
    'crashed',
    'crashes',
    'unavailable',
    'not working',
    "isn't working",
    "doesn't work",
    'does not work',
    'stopped working',
    'went wrong',
    'charged twice',
    'double charged',
    'unable to',
  ].map((term) => ({ term, forms: 'none' as const, reason: PROBLEM })),
  // "Issue" is also a verb ("we issue invoices"): only the noun after a determiner names a problem.
  ...[
    'the issue',
    'this issue',
    'that issue',
    'an issue',
    'these issues',
    'the issues',
    'your issue',
    'some issues',
  ].map((term) => ({ term, forms: 'none' as const, reason: PROBLEM })),
];

/** Words just before a problem word that deny it ("no problem", "without errors"). */
export const PROBLEM_DENIALS: readonly string[] = ['no', 'without', 'zero', 'fewer', 'not'];

/** Words that make the sentence hypothetical ("If you see an error, …"): no problem is discussed. */
export const HYPOTHETICAL: readonly string[] = ['if', 'whether', 'should', 'unless', 'case'];

const ACKNOWLEDGE = 'Acknowledges the problem or the reader’s feelings.';
const APOLOGISE = 'Apologises.';
const HELP = 'Offers help or says what is being done.';

export const EMPATHY_PHRASES: readonly EmpathyPhrase[] = [
  ...['sorry', 'apologize', 'apologise', 'apology', 'apologies', 'we regret', 'regret the'].map((term) => ({
    term,
    reason: APOLOGISE,
  })),
  ...[
    'we understand',
    'i understand',
    'understandably',
    'we know how',
    'i know how',
    'frustrating',
    'annoying',
    'thank you for your patience',
    'thanks for your patience',
    'we appreciate your patience',
    'thank you for bearing with us',
    'thanks for bearing with us',
    'thank you for letting us know',
    'thanks for letting us know',
  ].map((term) => ({ term, forms: 'none' as const, reason: ACKNOWLEDGE })),
  ...[
    'here to help',
    'happy to help',
    'glad to help',
    'help you',
    'if you need help',
    'if you need anything',
    'need any help',
    "we're here",
    'we are here',
    'here for you',
    'we are working on',
    "we're working on",
    'we are looking into',
    "we're looking into",
    'we have fixed',
    "we've fixed",
    'we fixed',
    "here's how",
    'here is how',
    'follow these steps',
    'contact us',
    'reach out',
    'let us know',
    'our support team',
    'make it right',
  ].map((term) => ({ term, forms: 'none' as const, reason: HELP })),
];
