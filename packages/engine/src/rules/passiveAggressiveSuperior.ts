/**
 * The threat of the reader's superior: copying in, looping in or escalating to "your manager". Someone whom the
 * reader answers to is made the audience of the complaint, which turns a request into pressure. Each pattern
 * needs the writer to do it ("I'll loop in", "looping in", "has been copied"): "Escalate to your manager if the
 * customer is unhappy" is an instruction to the reader.
 *
 * Flagged "gi", not "giu", where the pattern starts with a literal: under Unicode case folding "s" and "k" also
 * match "ſ" and the Kelvin sign, which stops V8 from scanning for the start and makes a pattern slower.
 */

// Whom a reader answers to, as a construction: a head noun of rank ("manager", "lead", "director", "head of
// department") after up to two words that say which ("your line manager", "your regional sales director", "your
// clinical lead", writer s; "your team lead", writer w). Managers who serve the reader ("your account manager",
// "your case manager") are there to help, and are left out, as are words that are also furniture or the body
// ("your chair", "your head").
const SERVES_READER =
  '(?:account|relationship|case|care|customer|client|success|community|support|property|wealth|fund|portfolio|estate|letting|lettings|mortgage|insurance|travel|wedding|event|events|building|facilities)';
const RANK =
  '(?:manager|boss|supervisor|lead|leader|director|head of [\\w-]+(?: [\\w-]+)?|head teacher|headteacher|principal|superior|dean|vp|vice[ -]president|ceo|chief [\\w-]+ officer|department head|line manager)';
const SUPERIOR = `(?:(?!${SERVES_READER}\\b)[\\w-]+ ){0,2}?${RANK}`;
// "I'll have to loop in your supervisor if the keys aren't back by Friday" (writer s): the threat made a
// necessity is still the writer's threat.
const HAVE_TO = '(?: (?:may|might|must|would|could))?(?: (?:have|need|be forced|be obliged) to)?';
// "Looping in Mr Hart, your head of department": a name of up to three words before the role.
const NAMED = "(?:(?:[A-Z][\\w'’.-]+ ){0,2}[A-Z][\\w'’-]+, )?";
// "Your manager, Mr Collins, is now copied" (writer u): the name after the role.
const NAMED_AFTER = "(?:, (?:[\\w'’.-]+ ){0,2}[\\w'’-]+,)?";
// The writer, about to do it or doing it: "I'll", "we're going to", "I'm", "I'll be".
const WRITER_WILL =
  "(?:i|we)(?:['’]ll| will| shall|['’]m going to| am going to|['’]re going to| are going to|['’]ll be| will be|['’]m| am|['’]re| are)?";
// What is escalated: "this", "the matter", or the reader ("report you to…").
const MATTER = '(?: (?:this|it|that|the matter|the issue|things|you))?(?: further)?';

// The writer about to bring the superior in, by any verb of involving: "I'll have to bring your director into
// this", "adding your team lead to this thread", "I'll be speaking to your manager" (writers w, y and z). The
// auxiliaries between the writer and the verb are a closed set ("I'll have no choice but to…").
const WRITER_ABOUT_TO =
  "(?:\\b(?:i|we)(?:['’](?:ll|m|re|ve|d))?(?: (?:will|shall|am|are|have|had|would|may|might|must|could|be|been|going|to|need|forced|obliged|no|choice|but|then|also|now|just|simply|therefore|left|with|other|option|than))*|(?=adding|looping|copying|bringing|involving|cc)(?<=^|[.!?:]\\s+|\\n))";
const INVOLVE =
  "(?:bring(?:ing)?|brought|involv(?:e|ed|ing)|get(?:ting)?|got|add(?:ed|ing)?|loop(?:ed|ing)?|cop(?:y|ied|ying)|cc(?:['’]?(?:d|ed|ing))?|(?:speak|speaking|spoken|talk|talking|talked) (?:to|with)|hav(?:e|ing) a (?:word|chat) with|rais(?:e|ed|ing) (?:this|it|the matter|the issue|my concerns?) with|(?:go|going|gone) (?:over your head )?to|contact(?:ed|ing)?|inform(?:ed|ing)?|notif(?:y|ied|ying)|alert(?:ed|ing)?|let(?:ting)?)";
// What makes the involving a threat, anywhere in its sentence: a condition the reader may fail ("if the
// figures aren't in by 5 pm", "should this happen again", "unless…", "otherwise"), the matter still undone ("since the numbers still
// haven't arrived"), or the superior brought "into this" conversation. "I'll talk to your manager about your
// training" and "adding your team lead to this thread so she can approve the budget" are neither.
const THREAT =
  "(?:\\b(?:unless|otherwise|or else|last chance|final warning)\\b|(?:\\bif|(?:^|[,;:]\\s*|\\b(?:and|but|so)\\s+)should(?= (?:this|it|that|the|you|they|there|anything)\\b))\\b[^.!?\\n]{0,60}?(?:n['’]t\\b|\\b(?:not|no|never|again|continues?|persists?|keeps? (?:on|[a-z]+ing)|still|by (?:the end of|end of|close of|tomorrow|tonight|today|[a-z]+day\\b|\\d)))|\\b(?:still|yet again|overdue|outstanding|no (?:reply|response|answer|word))\\b|\\b(?:into|in on) (?:this|the (?:conversation|thread|discussion|matter|loop|e-?mail|chain))\\b)";
const SENTENCE_HAS_THREAT = `(?:(?=[^.!?\\n]*${THREAT})|(?<=${THREAT}[^.!?\\n]*))`;

export const SUPERIOR_PATTERNS: readonly RegExp[] = [
  // The superior brought in as a threat: "If this isn't sorted by Thursday, I'll have to bring your team lead
  // into the conversation", "Adding your team lead to this thread, since the numbers still haven't arrived".
  // Someone must bring them ("bring your manager along if you like" is an instruction), and a threat must be
  // in the sentence.
  new RegExp(
    `${WRITER_ABOUT_TO} ?${INVOLVE}(?: in| into| on)? ${NAMED}your ${SUPERIOR}\\b${NAMED_AFTER}${SENTENCE_HAS_THREAT}`,
    'giu',
  ),
  // "Looping in your manager", "Looping in Mark, your team lead", "cc: your line manager", "adding your
  // director for visibility": the threat of an audience. "Adding Sarah from design for visibility" keeps a
  // colleague informed, as internal mail does every day. A bare "Loop in your manager if it's over £500" is an
  // instruction: someone must do the looping ("I'll loop in…", "looping in…").
  new RegExp(
    `\\b(?:(?:i|we)(?:['’]ll| will| shall|['’]m going to| am going to|['’]re going to| are going to)?${HAVE_TO} (?:loop|copy|cc) in|loop(?:ing|ed) in|cc[’']?(?:ing|d|ed)|cc:|copying in|copying|copied)(?: in)? ${NAMED}your ${SUPERIOR}\\b|\\b(?:loop(?:ing|ed)? in|cc[’']?(?:ing|d|ed)|copying|copied|adding|added|including)\\b[^.!?\\n]{0,40}?\\b(?:your|(?:the|my|our) (?:manager|boss|director|supervisor|head of department|hr))\\b[^.!?\\n]{0,40}?\\bfor visibility\\b`,
    'giu',
  ),
  // "I'm looping your manager in", "I'll copy your boss in": the same threat with the particle after the
  // object (writer n). An instruction ("Loop your manager in if it's over £500") names no one who loops.
  new RegExp(
    `\\b(?:(?:i|we)(?:['’]ll| will| shall|['’]m going to| am going to|['’]re going to| are going to)?${HAVE_TO} (?:loop|copy|cc)|loop(?:ing|ed)|copying|copied|cc['’]?(?:ing|d|ed)) ${NAMED}your ${SUPERIOR} in\\b`,
    'gi',
  ),
  // "Your manager, Mr Collins, is now copied on this thread", "Mr Hart, your head of department, has been
  // cc'd" (writer u): the same audience in the passive, already there. "Your manager will be copied on the
  // certificate" tells of a routine to come, and "has been added to the training invite" of something else.
  new RegExp(
    `\\b${NAMED}your ${SUPERIOR}${NAMED_AFTER},? (?:is|are|has been|have been|['’]s been) (?:now |also |just |hereby )?(?:(?:copied|cc['’]?d|cced|cc['’]?ed|looped in|in copy|on copy)\\b|(?:added|included)(?: (?:to|on|in) (?:this|the) (?:thread|e-?mail|chain|conversation|ticket|message))?(?=\\s*(?:[.!,;]|$)))`,
    'gi',
  ),
  // "I'll be escalating to your manager, Mr Kowalski" (writer v), "we will have to escalate the matter to your
  // head of department", "this has been escalated to your supervisor": the complaint taken over the reader's
  // head. "You can escalate to your manager" and "complaints will be escalated to…" (a procedure) pass.
  new RegExp(
    `\\b(?:${WRITER_WILL}${HAVE_TO} (?:escalat(?:e|ing)|report(?:ing)?)|(?<!\\b(?:you|you['’]ll|you will|you['’]re|you are|will|would|can|could|may|might|must|should|to) (?:be )?)escalat(?:ing|ed))${MATTER} to ${NAMED}your ${SUPERIOR}\\b|\\b${WRITER_WILL}${HAVE_TO} tak(?:e|ing) (?:this|it|that|the matter|things) (?:up |further )+with ${NAMED}your ${SUPERIOR}\\b`,
    'giu',
  ),
];
