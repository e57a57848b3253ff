/**
 * Whether a phrase points at something the reader was told or sent before, the ground every rebuke of this
 * rule stands on (round-3 kinds of issue 16). "Not sure if you saw the eclipse" points at a sight, "as I
 * already said yes to the dinner" at an acceptance, "in case you still want to take part" at the reader's
 * own choice; "…, where it has always been" says the reader should have known.
 */

// What a writer sends, posts or says to a reader: the things "not sure if you saw…" scolds them for not
// reading (Adobe's "Not sure if you saw my last email"). Documents and posts count: they were put in front of
// the reader too.
const SENT =
  /\b(?:e-?mails?|mail|msgs?|messages?|dms?|notes?|memos?|reminders?|updates?|announcements?|notices?|notifications?|posts?|comments?|threads?|chats?|repl(?:y|ies)|responses?|answers?|texts?|voicemails?|letters?|docs?|documents?|files?|attachments?|links?|forms?|invites?|invitations?|calendar|tickets?|issues?|prs?|pull requests?|requests?|questions?|feedback|reviews?|edits|changes|drafts?|reports?|decks?|slides?|spreadsheets?|sheets?|agendas?|minutes|polic(?:y|ies)|handbooks?|guides?|instructions|schedules?|rotas?|plans?|lists?|summar(?:y|ies)|briefs?|proposals?|quotes?|invoices?|contracts?|newsletters?|bulletins?|circulars?|channels?|boards?|wiki|pages?|folders?|drive|inbox|slack|teams|deadlines?)\b|\b(?:i|we) (?:sent|posted|shared|wrote|left|forwarded|attached|added|uploaded|emailed|e-mailed|pinged|flagged|asked|mentioned|said)\b/iu;
// Words that chase a duty or name a fault after the sight ("…, but the form was due yesterday").
const CHASED =
  /\b(?:due|overdue|deadline|outstanding|unpaid|asked|missing|still|remind(?:er|ing)?|reply|respond|sign(?:ed)?|submit(?:ted)?|complete|fill|mandatory|required|must|need you|wrong|incorrect|errors?|mistakes?|typos?|expired)\b/iu;
// The object stops at the first clause break: "Not sure if you saw the eclipse last night, but…".
const OBJECT_END = /[,;:.!?()\n—–]|\s-\s|\bbut\b|\bso\b|\band\b/iu;

/**
 * "Not sure if you saw the eclipse last night, but I took some photos": seeing an event or a sight, not a
 * message the reader was sent. The scolding sense needs a thing sent, posted or said (SENT), or a pronoun
 * pointing at one ("not sure if you saw this"), or a chase in the sentence ("…, but the form was due").
 */
export function sawSight(hit: string, text: string, to: number, sentence: string): boolean {
  if (!/\b(?:saw|seen|caught|noticed)$/iu.test(hit)) return false;
  const after = text.slice(to, to + 120);
  const end = after.search(OBJECT_END);
  const object = (end < 0 ? after : after.slice(0, end)).trim();
  return (
    object.length > 0 &&
    !/^(?:it|this|that|these|those|mine|ours)\b/iu.test(object) &&
    !SENT.test(object) &&
    !CHASED.test(sentence)
  );
}

/**
 * "As I already said yes to the conference dinner, could we move our meeting?": "as" means "because", and
 * saying yes or no to something accepts or declines it. "As I already said, yes, it's due today" tells again.
 */
export function saidYesOrNo(hit: string, text: string, to: number): boolean {
  return (
    /\bsaid$/iu.test(hit) &&
    /^\s+(?:yes|no|goodbye|hello|thanks|thank you|sorry)\s+to\b/iu.test(text.slice(to, to + 30))
  );
}

/**
 * "…, in case you still want to take part", "if you'd like to vote": an opt-in, which leaves the choice to
 * the reader. Its "still" is the reader's wish, not a duty still undone, so the clause is set aside before a
 * reminder is searched for a chase. "…, in case you still have any to enter" (sixteenth pass) supposes items the
 * reader may have left, and leaves them the choice too.
 */
const OPT_IN =
  /\b(?:in case|if|should) you(?:['’]d| would| are|['’]re)?(?: still| also| ever)? (?:want|wish|like|fancy|plan|hope|interested|keen|up for|have (?:any|some|one|more|anything|something)(?: (?:left|more))? (?:still )?to)\b[^.!?;]*/giu;

export function withoutOptIn(sentence: string): string {
  return sentence.replace(OPT_IN, '');
}

/**
 * "For future reference, the form is on the intranet, where it has always been", "…, like always": the jab
 * says the detail was there all along, so the reader should have known it, and the tip becomes a scolding.
 * "The café is always busy on Mondays" tells a habit, and is no jab.
 */
// "Like always" and "same as always" close the clause: "As always, we're here to help" opens a friendly
// line of its own, and is no jab.
// "…is pinned in #ops and has been for six months" (an earlier writer): how long it has been there says the
// same, and so does "exactly where it was last year" (thirteenth pass), and "the same place it's been for years"
// (fifteenth pass: the place named again as the one it has kept).
export const ALWAYS_KNOWN =
  /\b(?:as|like|same as|just as|just like) (?:always|ever)(?=\s*(?:[.!?)]|$))|\b(?:exactly|right|just|still) where (?:it|they) (?:was|were|has been|have been|always)\b|\b(?:as|like|where) (?:it|they|this|that|these|those|you|we|everyone|everybody)(?: (?:has|have|had|['’]s|['’]ve))? always\b|(?:\bhas|\bhave|['’]s|['’]ve) always been\b|\ball along\b|\b(?:the )?same (?:place|spot|page|folder|location|shelf|drawer|board|channel) (?:it|they)(?: (?:has|have)|['’]s|['’]ve) (?:always )?been\b|\b(?:and|which|where it|where they|where it['’]s|where they['’]ve) (?:(?:has|have) )?been(?: there| up| sitting| pinned| kept| stored)? (?:for (?:(?:the past|the last|over) )?(?:(?:six|several|many|some|a few|two|three|four|five) )?(?:days|weeks|months|years|ages|a while|a long time)|since (?:day one|the start|the beginning|forever|last \w+|\d{4}|january|february|march|april|may|june|july|august|september|october|november|december|\w+))\b/iu;

export function saysAlwaysKnown(sentence: string): boolean {
  return ALWAYS_KNOWN.test(sentence);
}
