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
// auxiliaries between the writer and the verb are a closed set ("I'll have no choice but to…"), and so are the
// words of reluctance (thirteenth pass, writer ab: "I'd hate to have to involve your supervisor", "I'd rather not
// go to your boss", "I don't want to have to bring…"), which say the threat is ready.
// Or no writer at the start of a sentence, as a report of what the writer is doing: "Forwarding this to your
// principal, since…" (thirteenth pass).
const RELUCTANT = "hate|rather|prefer|want|don['’]t|do|not|really|truly|reluctant|reluctantly|loath|loathe";
const WRITER_ABOUT_TO = `(?:\\b(?:don['’]t|do not) (?:make|force) (?:me|us)(?: to)?|\\b(?:i|we)(?:['’](?:ll|m|re|ve|d))?(?: (?:will|shall|am|are|have|had|would|may|might|must|could|be|been|going|to|need|forced|obliged|no|choice|but|then|also|now|just|simply|therefore|left|with|other|option|than|${RELUCTANT}))*|(?=adding|looping|copying|bringing|involving|cc|forwarding|sending|passing|referring|reporting|sharing|showing|raising|flagging|mentioning|taking)(?<=^|[.!?:]\\s+|\\n))`;
// What the writer sends or takes to the superior, any message or matter: "this", "this whole chain", "these
// emails", "the matter", "my concerns", "the full thread" (thirteenth pass, writer aa: "I'll be forwarding this
// thread to Ms Ortiz, your head of department, if…").
const CARRIED =
  "(?:this|that|it|these|those|them|(?:this|that|the|these|those|my|our|your) (?:(?:whole|entire|full|complete|last|latest) )?(?:[\\w'’-]+ ){0,2}?(?:thread|chain|e-?mails?|messages?|conversation|exchange|correspondence|matter|issue|problem|complaint|concerns?|case|file|log|records?|figures|numbers|details|screenshots?|photos?|evidence|history|timeline|feedback|report|notes?|incident))";
// Verbs of carrying a matter to someone, with the matter between the verb and "to" or "with": forward, send,
// pass on, refer, report, show, share, mention, flag, raise, take, put, escalate.
const CARRY = `(?:forward(?:ed|ing)?|send(?:ing)?|sent|pass(?:ed|ing)?|refer(?:red|ring)?|report(?:ed|ing)?|show(?:ed|n|ing)?|shar(?:e|ed|ing)|mention(?:ed|ing)?|flag(?:ged|ging)?|rais(?:e|ed|ing)|tak(?:e|en|ing)|took|put(?:ting)?|escalat(?:e|ed|ing)) ${CARRIED}(?: (?:on|up|over|along|further|back|straight))? (?:to|with|before|in front of)`;
const INVOLVE = `(?:${CARRY}|bring(?:ing)?|brought|involv(?:e|ed|ing)|get(?:ting)?|got|add(?:ed|ing)?|loop(?:ed|ing)?|cop(?:y|ied|ying)|cc(?:['’]?(?:d|ed|ing))?|(?:speak|speaking|spoken|talk|talking|talked|writ(?:e|ing)|wrote|written) (?:to|with)|(?:drag(?:ged|ging)?|pull(?:ed|ing)?)|(?:e-?mail(?:ed|ing)?|call(?:ed|ing)?|ring(?:ing)?|rang|phon(?:e|ed|ing)|messag(?:e|ed|ing))|hav(?:e|ing) a (?:word|chat) with|(?:go|going|gone) (?:over your head )?to|contact(?:ed|ing)?|inform(?:ed|ing)?|notif(?:y|ied|ying)|alert(?:ed|ing)?|let(?:ting)?)`;
// What makes the involving a threat, anywhere in its sentence: a condition the reader may fail ("if the
// figures aren't in by 5 pm", "should this happen again", "next time the report is late", "unless…",
// "otherwise"), the matter still undone ("since the numbers still haven't arrived"), the superior brought "into
// this" conversation, or the writer's reluctance, which says the threat is ready ("I'd hate to have to…", "I'd
// rather not…"). "I'll talk to your manager about your training" and "adding your team lead to this thread so
// she can approve the budget" are none of these.
// A failing in the condition: a negative, a repeat, a time limit, or a fault said of something (late, missing,
// wrong: "next time the report is late", thirteenth pass). "If you're running late" is no fault.
const FAILING =
  "(?:n['’]t\\b|\\b(?:not|no|never|again|continues?|persists?|keeps? (?:on|[a-z]+ing)|still|recurs|by (?:the end of|end of|close of|tomorrow|tonight|today|noon|midday|[a-z]+day\\b|\\d))|(?:\\bis|\\bare|\\bwas|\\bwere|['’]s|['’]re) (?:(?:still|again|ever|once again) )?(?:late|overdue|missing|wrong|incomplete)\\b|\\bun(?:resolved|paid|signed|answered|finished|done|fixed|sorted|returned)\\b)";
const RELUCTANCE =
  "\\b(?:(?:don['’]t|do not) (?:make|force) (?:me|us)|(?:hate|prefer not|(?:don['’]t|do not|wouldn['’]t|would not) (?:want|wish|like)|reluctant|loath|loathe) to|rather not)\\b";
const THREAT = `(?:\\b(?:unless|otherwise|or else|last chance|final warning)\\b|(?:\\b(?:if|(?:the )?next time|whenever)|(?:^|[,;:]\\s*|\\b(?:and|but|so)\\s+)should(?= (?:this|it|that|the|you|they|there|anything)\\b)|\\bshould(?= (?:this|that|there|anything)\\b))\\b[^.!?\\n]{0,60}?${FAILING}|\\b(?:still|yet again|overdue|outstanding|no (?:reply|response|answer|word))\\b|\\b(?:into|in on) (?:this|the (?:conversation|thread|discussion|matter|loop|e-?mail|chain))\\b|${RELUCTANCE})`;
const SENTENCE_HAS_THREAT = `(?:(?=[^.!?\\n]*${THREAT})|(?<=${THREAT}[^.!?\\n]*))`;

// The superior told in time to come, as the subject (thirteenth pass, writer aa: "Your director will be copied on
// my next email if this is still open on Friday"): any verb of being told or copied, or of hearing. (The finding
// starts at "your": under the "i" flag a name before it cannot be told from any words before a comma.) It needs a
// threat, and the writer's own hand or a repeat in the sentence ("my", "I", "again", "still", "about this"): "your
// manager will be notified if you don't complete the course" and "…if we do not receive your sick note" are notices
// of a procedure, and "your manager will be copied on the certificate" a routine. Seventeenth pass: "your director
// will be on my next email" is the same copy.
const TOLD_IN_FUTURE =
  "(?:will|['’]ll|is going to|are going to|would|may|might|could|can expect to)(?: (?:also|then|now|certainly|definitely|soon|have to|need to|be the first to))* (?:be (?:copied|cc['’]?d|cced|cc['’]?ed|looped in|informed|told|notified|made aware|alerted|contacted|involved|brought in|added|included|sent|forwarded|shown|updated|asked)|(?:be )?(?:receiv(?:e|ing)|get(?:ting)?|see(?:ing)?|find(?:ing)? out|hear(?:ing)?(?= (?:about|of|from)\\b)|learn(?:ing)?(?= (?:about|of)\\b)|know(?= about\\b)))\\b|can expect (?:a|an) (?:copy|call|e-?mail|message|visit|word|letter)\\b|(?:will|['’]ll) be (?:on|in) (?:my|our|the) next (?:e-?mail|message|reply|letter)\\b";
const WRITER_OR_REPEAT =
  '(?:\\b(?:i|me|my|again|still|yet|repeatedly|once more|any (?:longer|more)|continues?|persists?)\\b|\\b(?:about|of|into|on) this\\b)';
const SENTENCE_HAS_WRITER = `(?:(?=[^.!?\\n]*${WRITER_OR_REPEAT})|(?<=${WRITER_OR_REPEAT}[^.!?\\n]*))`;

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
  // certificate" tells of a routine to come, and "has been added to the training invite" of something else. A
  // reason may follow (fourteenth pass: "…has been added to this email since the forms are still missing").
  new RegExp(
    `\\b${NAMED}your ${SUPERIOR}${NAMED_AFTER},? (?:is|are|has been|have been|['’]s been) (?:now |also |just |hereby )?(?:(?:copied|cc['’]?d|cced|cc['’]?ed|looped in|in copy|on copy)\\b|(?:added|included)(?: (?:to|on|in) (?:this|the) (?:thread|e-?mail|chain|conversation|ticket|message))?(?=\\s*(?:[.!,;]|$|(?:since|because|as|given|until|so)\\b)))`,
    'gi',
  ),
  // "I'll be escalating to your manager, Mr Kowalski" (writer v), "we will have to escalate the matter to your
  // head of department", "this has been escalated to your supervisor": the complaint taken over the reader's
  // head. "You can escalate to your manager" and "complaints will be escalated to…" (a procedure) pass.
  new RegExp(
    `\\b(?:${WRITER_WILL}${HAVE_TO} (?:escalat(?:e|ing)|report(?:ing)?)|(?<!\\b(?:you|you['’]ll|you will|you['’]re|you are|will|would|can|could|may|might|must|should|to) (?:be )?)escalat(?:ing|ed))${MATTER} to ${NAMED}your ${SUPERIOR}\\b|\\b${WRITER_WILL}${HAVE_TO} tak(?:e|ing) (?:this|it|that|the matter|things) (?:up |further )+with ${NAMED}your ${SUPERIOR}\\b`,
    'giu',
  ),
  new RegExp(
    `\\byour ${SUPERIOR}${NAMED_AFTER},? (?:${TOLD_IN_FUTURE})${SENTENCE_HAS_THREAT}${SENTENCE_HAS_WRITER}`,
    'giu',
  ),
  // "I'd hate for your manager to hear about this" (thirteenth pass): the reluctance, with the superior learning of
  // it, is the threat. "I'd hate for your manager to miss the ceremony" fears no telling.
  new RegExp(
    `\\b(?:i|we)(?:['’]d| would)?(?: really| truly)? (?:hate|rather not|prefer not|(?:don['’]t|do not|wouldn['’]t|would not) (?:want|like)) for your ${SUPERIOR}${NAMED_AFTER} to (?:hear|find out|learn|know|see|read|get involved|be involved|be told|be copied|get a copy|get wind)\\b`,
    'giu',
  ),
  // "I'm sure your director would be interested to hear about this", "perhaps your supervisor would like to know why
  // the report is late" (thirteenth pass): the superior's interest imagined, in the reader's failing. "Your director
  // would be interested to hear about the new product line" is news for them.
  new RegExp(
    `\\byour ${SUPERIOR}${NAMED_AFTER},? (?:would|might|will|may)(?: (?:certainly|surely|definitely|probably|also|really|no doubt))* (?:be (?:(?:very|most|really|quite) )?(?:interested|keen|curious|surprised|concerned|disappointed|intrigued) to|(?:like|love|want|wish|care) to) (?:hear|know|see|learn|find out|read)(?: about)? (?:this|that|why|how|what you|that you|it)\\b(?! (?:new|latest)\\b)`,
    'giu',
  ),
];
