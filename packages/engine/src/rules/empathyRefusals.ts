import type { BlockView } from '../language/types.ts';

/**
 * Refusals and outcomes against the reader told in plain words (Help Scout, "How to say no to customers";
 * GOV.UK bad-news letters): a service the writer does not offer ("Price matching is not something we
 * offer", "is not on our roadmap", "we have no plans to add…"), a service that will not be provided
 * ("Garden waste will not be collected this Wednesday", "…will not be built"), a test failed ("Your
 * vehicle did not pass its inspection"), a place not given ("The holiday club is full", "your child has
 * been placed on the waiting list"), and the reader's case closed for a default ("Your claim has been
 * closed because we did not receive the documents"). Each returns the index of the word to mark.
 */

type Words = BlockView['words'];

const at = (words: Words, index: number, offset: number): string =>
  words[index + offset]?.sentence === words[index]?.sentence ? (words[index + offset]?.normal ?? '') : '';

// Verbs of providing a service (Levin 13.4.1, verbs of fulfilling; FrameNet Supply).
const OFFERING = new Set([
  ...['offer', 'provide', 'support', 'sell', 'stock', 'carry', 'allow', 'accept', 'arrange', 'cover'],
  ...['ship', 'deliver', 'issue', 'refund', 'guarantee', 'include', 'run', 'make'],
]);
const ADDING = new Set([
  ...['add', 'build', 'offer', 'support', 'bring', 'reintroduce', 'restore', 'release', 'make', 'develop'],
  ...['extend', 'reopen', 'introduce', 'resume', 'return'],
]);

/**
 * A service the writer does not offer: "is not something we offer", "isn't something we can arrange",
 * "is not on our roadmap", "we have no plans to add offline mode". Returns the index of "something",
 * "roadmap" or "plans".
 */
export function notOffered(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (normal === 'something' && /^(?:not|isn't|aren't|wasn't)$|n't$/u.test(at(words, index, -1))) {
      let verb = index + 1;
      if (at(words, index, 1) === 'that') verb++;
      if (!/^(?:we|i|we're|i'm|we've)$/u.test(at(words, index, verb - index))) continue;
      verb++;
      while (/^(?:can|currently|normally|usually|are|able|to|do|could)$/u.test(words[verb]?.normal ?? '')) {
        verb++;
      }
      if (OFFERING.has(words[verb]?.normal ?? '') && words[verb]?.sentence === words[index]?.sentence) {
        return index;
      }
    }
    // "is not on our roadmap", "isn't on the roadmap".
    if (
      normal === 'roadmap' &&
      at(words, index, -2) === 'on' &&
      /^(?:not|isn't|aren't)$/u.test(at(words, index, -3))
    ) {
      return index;
    }
    // "we have no plans to add…", "there are no plans to bring back…".
    if (normal === 'plans' && at(words, index, -1) === 'no' && at(words, index, 1) === 'to') {
      if (ADDING.has(at(words, index, 2))) return index;
    }
  }
  return undefined;
}

// Participles of a service provided, whose future negation is a service not given (GOV.UK bad-news
// letters): "will not be collected", "won't be built", "will not be repaired this week".
const PROVIDED = new Set([
  ...['collected', 'built', 'added', 'developed', 'delivered', 'run', 'served', 'provided', 'offered'],
  ...['supported', 'emptied', 'repaired', 'replaced', 'restored', 'fixed', 'released', 'shipped'],
  ...['renewed', 'reopened', 'held', 'staffed', 'operated', 'made', 'included', 'extended', 'honoured'],
  ...['honored', 'issued', 'published', 'printed', 'posted', 'cleaned', 'gritted', 'mown', 'open'],
  ...['available', 'running', 'restocked', 'resumed', 'ported', 'translated', 'accepted', 'refunded'],
]);
// Holidays and events, for which a service not given is routine: "…not be collected on Christmas Day".
const ROUTINE = /\b(?:christmas|boxing day|new year|easter|bank holiday|public holiday|holidays?)\b/iu;

/**
 * A service that will not be provided, whoever it is for: "Garden waste will not be collected this
 * Wednesday", "Offline mode … will not be built". A harm denied ("will not be charged") is relief and
 * is not one of these participles; a holiday makes it routine.
 */
export function notProvided(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 3; index < words.length; index++) {
    if (!PROVIDED.has(words[index]?.normal ?? '') || at(words, index, -1) !== 'be') continue;
    const negation = at(words, index, -2);
    if (negation !== "won't" && !(negation === 'not' && at(words, index, -3) === 'will')) continue;
    const subjectAt = index + (negation === 'not' ? -4 : -3);
    const subject = at(words, index, subjectAt - index);
    if (subject === 'you' || subject === 'i' || subject === '') continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    const told = block.text.slice(sentence.start, sentence.end);
    if (ROUTINE.test(told)) continue;
    // "Late submissions will not be accepted": a kind of thing, in the bare plural, with no time, states a
    // rule; "Garden waste will not be collected this Wednesday" is a notice.
    if (bareKind(words, subjectAt) && !WHEN.test(told)) continue;
    // "…won't be available until you confirm": the reader's step, not a service refused.
    if (/^(?:until|unless|if)$/u.test(at(words, index, 1)) && at(words, index, 2).startsWith('you')) continue;
    return index;
  }
  return undefined;
}

// When a notice's service is not given: "this Wednesday", "from 3 March", "this year", "on Friday".
const WHEN =
  /\b(?:this|next|from|until|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|year|month|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))\b/iu;

/** Whether the word at `index` heads a bare plural, a kind: "late submissions", "returns". */
function bareKind(words: Words, index: number): boolean {
  const head = words[index];
  if (!head || !/^\p{L}{3,}[^s]s$/u.test(head.normal)) return false;
  for (let at = index - 1; at >= Math.max(0, index - 3); at--) {
    if (words[at]?.sentence !== head.sentence) return true;
    if (/^(?:the|your|our|this|these|those|its|their|my|all)$/u.test(words[at]?.normal ?? '')) return false;
  }
  return true;
}

// Whose waiting list it is: "the", "its", "our", "their".
const LIST_OWNERS = /^(?:the|its|our|their)$/u;

// What a test is called: "its inspection", "the MOT", "your assessment".
const TESTS = new Set([
  ...['inspection', 'test', 'tests', 'check', 'checks', 'assessment', 'audit', 'exam', 'examination'],
  ...['mot', 'screening', 'vetting', 'evaluation', 'review', 'interview', 'trial', 'probation'],
]);

// Who tests: "our engineer", "the inspector", "the examiner" (seventeenth pass).
const TESTERS = new Set([
  ...['engineer', 'engineers', 'inspector', 'inspectors', 'tester', 'testers', 'assessor', 'assessors'],
  ...['examiner', 'examiners', 'surveyor', 'surveyors', 'auditor', 'auditors', 'technician', 'electrician'],
]);

// What a result is given as besides the test's name: "Result: fail", "Outcome: failed".
const RESULTS = new Set(['result', 'results', 'outcome', 'verdict', 'grade', 'status']);

/**
 * A test's result given as a verdict after a colon or a dash, as on a certificate or a report form:
 * "Annual gas safety check at 14 Kent Street: fail", "MOT result: failed", "Inspection – fail". The
 * name of the test or of its result within five words before. "Pass/fail" and "fail-safe" are no verdict.
 */
function verdictFail(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const before = words[index - 1];
  if (!word || !before || !/^(?:fail|failed)$/u.test(word.normal)) return false;
  if (!/^\s*[:\u2013\u2014-]\s*$/u.test(text.slice(before.end, word.start))) return false;
  if (/^[-/]/u.test(text.slice(word.end))) return false;
  for (let back = index - 1; back >= Math.max(0, index - 5); back--) {
    if (words[back]?.sentence !== word.sentence) break;
    const normal = words[back]?.normal ?? '';
    if (TESTS.has(normal) || RESULTS.has(normal)) return true;
  }
  return false;
}

/**
 * A test the reader's thing failed, told with a negated verb of passing: "Your vehicle did not pass its
 * inspection today", "has not passed the safety check". Returns the verb's index.
 */
export function testFailed(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 1; index < words.length; index++) {
    if (verdictFail(block, index)) return index;
    if (index < 2) continue;
    if (!/^(?:pass|passed|clear|cleared|satisfy)$/u.test(words[index]?.normal ?? '')) continue;
    const negation = at(words, index, -1);
    if (!/^(?:not|didn't|hasn't|haven't|never)$/u.test(negation)) continue;
    if (
      at(words, index, negation === 'not' ? -3 : -2) === 'you' &&
      !/^(?:did|has)$/u.test(at(words, index, -2))
    ) {
      continue;
    }
    // "did not pass its annual roadworthiness inspection": up to three modifiers before the test's name
    // (sixteenth pass).
    for (let after = 1; after <= 5; after++) {
      if (TESTS.has(at(words, index, after))) return index;
      if (after > 1 && !/^\p{Ll}[\p{Ll}-]*$/u.test(words[index + after]?.text ?? '')) break;
    }
  }
  return failRecorded(block) ?? unsatisfactoryResult(block);
}

// What a report is called when its result is graded: "condition report", "inspection", "assessment".
const REPORTS = new Set(['report', 'reports', 'result', 'results', 'certificate', 'outcome', ...TESTS]);

/**
 * A report or a test graded unsatisfactory (seventeenth pass; the electrical installation condition
 * report's "Unsatisfactory" outcome): "Your electrical installation condition report has come back as
 * Unsatisfactory", "the inspection was rated unsatisfactory". The report named before the verb; "if the
 * result is unsatisfactory" is a condition, read elsewhere. Returns the index of the grade.
 */
function unsatisfactoryResult(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (!/^(?:unsatisfactory|inadequate)$/u.test(words[index]?.normal ?? '')) continue;
    let at = index - 1;
    if (words[at]?.normal === 'as') at--;
    const verb = words[at]?.normal ?? '';
    const graded =
      (verb === 'back' && /^(?:come|came|comes)$/u.test(words[at - 1]?.normal ?? '')) ||
      /^(?:rated|graded|marked|assessed|judged|found|classed|classified|coded)$/u.test(verb);
    if (!graded) continue;
    const sentence = words[index]?.sentence;
    for (let back = at - 1; back >= 0 && words[back]?.sentence === sentence; back--) {
      if (REPORTS.has(words[back]?.normal ?? '')) return index;
    }
  }
  return undefined;
}

// Verbs that record or give a result: "recorded a fail", "was given a fail", "received a fail".
const RECORDING = /^(?:recorded|records|gave|given|received|got|scored|returned|issued|marked)$/u;

/**
 * A fail recorded as a noun (sixteenth pass): "The gas safety inspection recorded a fail for the boiler
 * flue", "the MOT tester issued a fail", "your coursework was given a fail". A verb of recording or
 * giving, "a fail" right after it, and a test named in the sentence; "a fail-safe" is a device.
 */
function failRecorded(block: BlockView): number | undefined {
  const { words, text } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'fail' || at(words, index, -1) !== 'a') continue;
    if (!RECORDING.test(at(words, index, -2)) || /^[-/]/u.test(text.slice(words[index]?.end ?? 0))) continue;
    const sentence = words[index]?.sentence;
    // The seventeenth pass: the one who tests stands for the test ("our engineer recorded a fail for the
    // flue terminal", "the inspector issued a fail").
    const named = words.some(
      (word, at) =>
        word.sentence === sentence &&
        at !== index &&
        (TESTS.has(word.normal) || RESULTS.has(word.normal) || TESTERS.has(word.normal)),
    );
    if (named) return index;
  }
  return undefined;
}

/**
 * A place not given: the reader "placed on the waiting list", or a class, a course or a car park "full"
 * or "fully booked" ("The holiday club at Oakridge Primary is full"). "Full of", "full price" and "a full
 * refund" are no place refused. Returns the index of "waiting list", "waitlist" or "full".
 */
export function placeRefused(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    if (normal === 'waitlist' || (normal === 'waiting' && at(words, index, 1) === 'list')) {
      // "on the Year 7 waiting list" (the fifteenth pass): a list's name between "the" and "waiting".
      let name = 0;
      while (name < 3 && /^(?:\p{Lu}|\d)/u.test(words[index - 1 - name]?.text ?? '')) name++;
      if (name > 0 && !LIST_OWNERS.test(at(words, index, -1 - name))) name = 0;
      // "on its waiting list", "on our waiting list" (sixteenth pass) like "on the waiting list".
      const owner = LIST_OWNERS.test(at(words, index, -1 - name));
      const on = at(words, index, -2 - name);
      // "has placed your son on its waiting list": the one placed between the verb and "on".
      if (owner && (on === 'on' || on === 'to')) {
        for (let back = -3 - name; back >= -6 - name; back--) {
          // "We've added you to the waitlist" is the writer's offer, not a place refused.
          if (/^(?:placed|put|added)$/u.test(at(words, index, back))) {
            const subject = [back - 1, back - 2].map((offset) => at(words, index, offset));
            if (subject.some((word) => /^(?:we|we've|we’ve|i|i've|i’ve)$/u.test(word))) break;
            return index;
          }
          const placed = words[index + back];
          const capitalised = /^\p{Lu}/u.test(placed?.text ?? '');
          if (
            !capitalised &&
            !/^(?:your|you|him|her|them|son|daughter|child|name|application)$/u.test(placed?.normal ?? '')
          ) {
            break;
          }
        }
      }
      // "has been placed on the waiting list", "your daughter is on the waiting list", and a place in
      // the queue between ("is currently number 14 on the waiting list", "is now 3rd on the waitlist").
      let back = -3 - name;
      while (
        /^(?:currently|now|still|number|no|position|\d+(?:st|nd|rd|th)?)$/u.test(at(words, index, back))
      ) {
        back--;
      }
      const verb = at(words, index, back);
      if (/^(?:on|to)$/u.test(on) && /^(?:placed|put|added|is|are|was|were|been)$/u.test(verb)) return index;
      continue;
    }
    // "All places on the Year 9 trip are taken", "all seats have been allocated".
    if (/^(?:taken|gone|filled|allocated|booked)$/u.test(normal) && allPlaces(block, index)) return index;
    const full = normal === 'full' || (normal === 'booked' && at(words, index, -1) === 'fully');
    if (!full || !offeredPlace(block, index)) continue;
    const be = at(words, index, normal === 'full' ? -1 : -2);
    const beNow = be === 'now' ? at(words, index, normal === 'full' ? -2 : -3) : be;
    if (!/^(?:is|are|was|were|been)$/u.test(beNow)) continue;
    const next = words[index + 1];
    // "full of energy", "full price": an adjective of a noun, no place refused.
    if (
      next &&
      next.sentence === words[index]?.sentence &&
      /^\s+$/u.test(block.text.slice(words[index]?.end ?? 0, next.start))
    ) {
      if (!/^(?:and|so|for|this|on|until|today|now|again)$/u.test(next.normal)) continue;
    }
    return index;
  }
  return undefined;
}

// What a course, a trip or a venue gives out: "All places on the trip are taken".
const PLACES = new Set(['places', 'spaces', 'seats', 'spots', 'tickets', 'slots', 'appointments', 'rooms']);

/** Whether "all" and a noun of places head the subject of the participle at `index` ("All places … are taken"). */
function allPlaces(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!/^(?:are|were|been|now)$/u.test(at(words, index, -1))) return false;
  for (let back = index - 2; back >= Math.max(1, index - 9); back--) {
    if (words[back]?.sentence !== words[index]?.sentence) return false;
    if (PLACES.has(words[back]?.normal ?? '') && words[back - 1]?.normal === 'all') return true;
  }
  return false;
}

// What is offered to people by the place: "The holiday club … is full", "The 9:15 flight is fully booked".
const OFFERED = new Set([
  ...['club', 'class', 'classes', 'course', 'courses', 'trip', 'session', 'sessions', 'camp', 'event'],
  ...['workshop', 'tour', 'flight', 'train', 'ferry', 'hotel', 'nursery', 'school', 'clinic', 'group'],
  ...['surgery', 'restaurant', 'show', 'performance', 'screening', 'slot', 'slots', 'date', 'day'],
]);

/** Whether the subject of "full" at `index` is a place offered to people, or the reader is named. */
function offeredPlace(block: BlockView, index: number): boolean {
  const sentence = block.sentences[block.words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let before = sentence.firstWord; before < index; before++) {
    const normal = block.words[before]?.normal ?? '';
    if (OFFERED.has(normal) || normal === 'your') return true;
  }
  return false;
}

// The work laid back on the reader: "are the tenant's responsibility", "is your responsibility".
const READERS_JOB =
  /\b(?:is|are|remains?|falls? to be) (?:your|the (?:tenant|customer|owner|homeowner|leaseholder|resident|policyholder|buyer)['\u2019]s) (?:own )?responsibility\b/iu;

// What the reader asked for, whose closing is a refusal when the reason is their default.
const CASES = new Set(['claim', 'application', 'appeal', 'case', 'request', 'complaint', 'enquiry', 'order']);

/**
 * The reader's case closed for something not received or not done: "Your claim has been closed because
 * we did not receive the documents we requested", or as the reader's own job (seventeenth pass: "Your
 * repair request has been closed. Such repairs are the tenant's responsibility"). A case closed as
 * resolved passes. Returns the index of "closed".
 */
export function caseClosed(block: BlockView): number | undefined {
  const { words } = block;
  for (let index = 2; index < words.length; index++) {
    if (words[index]?.normal !== 'closed' || !/^(?:been|was|is)$/u.test(at(words, index, -1))) continue;
    const sentence = block.sentences[words[index]?.sentence ?? -1];
    if (!sentence) continue;
    let owned = false;
    // "Your request (ref. MR-3381) has been closed": a sentence cut inside brackets by an abbreviation
    // (seventeenth pass) is read from the sentence before.
    const previous = block.sentences[(words[index]?.sentence ?? 0) - 1];
    const cut = previous && /\([^)]*$/u.test(block.text.slice(previous.start, sentence.start));
    for (let before = cut ? previous.firstWord : sentence.firstWord; before < index; before++) {
      owned ||= CASES.has(words[before]?.normal ?? '');
    }
    if (!owned) continue;
    // "Your maintenance request has been closed. Under clause 4.7 of your tenancy, minor repairs of this
    // kind are the tenant's responsibility" (seventeenth pass): closed as the reader's own job.
    if (READERS_JOB.test(block.text)) return index;
    if (!/^(?:because|as|since|due)$/u.test(at(words, index, 1))) continue;
    for (let after = index + 2; after < sentence.endWord; after++) {
      if (/^(?:not|no|never)$|n't$/u.test(words[after]?.normal ?? '')) return index;
    }
  }
  return undefined;
}
