/**
 * The threat of the reader's superior: copying in, looping in or escalating to "your manager". Someone whom the
 * reader answers to is made the audience of the complaint, which turns a request into pressure. Each pattern
 * needs the writer to do it ("I'll loop in", "looping in", "has been copied"): "Escalate to your manager if the
 * customer is unhappy" is an instruction to the reader.
 *
 * Flagged "gi", not "giu", where the pattern starts with a literal: under Unicode case folding "s" and "k" also
 * match "ſ" and the Kelvin sign, which stops V8 from scanning for the start and makes a pattern slower.
 */

// Whom a reader answers to. "Your account manager" is there to help, and is left out. "Dr Patel, your clinical
// lead" (writer s): a lead of a team or a ward is whom the reader answers to.
const SUPERIOR =
  '(?:manager|boss|supervisor|line manager|team lead|team leader|(?:clinical|tech|technical|project|ward|shift) lead|director|head of department|department head|head of year|headteacher|head teacher|principal|superior)';
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

export const SUPERIOR_PATTERNS: readonly RegExp[] = [
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
