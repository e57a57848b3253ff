import type { RuleInfo } from '@wtt/engine';
import { bullets, literal, paragraphs, quoted } from '../markdown.ts';
import type { LibraryGuide } from '../assistantLibrary.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import { findingLine } from './findingLines.ts';
import { chooseGuide } from './guideChoice.ts';
import { findRule, rulesLike } from './ruleLookup.ts';

const EXAMPLES = 2;
const SHOWN_TERMS = 10;

/** A parameter value as a writer reads it: a list of terms, a number, a choice. */
function describeValue(value: unknown): string {
  if (Array.isArray(value)) {
    const terms = value.map((entry: unknown) =>
      typeof entry === 'object' && entry !== null && 'term' in entry ? String(entry.term) : String(entry),
    );
    const shown = terms.slice(0, SHOWN_TERMS).map((term) => quoted(term, 40));
    return terms.length > SHOWN_TERMS
      ? `${shown.join(', ')} and ${terms.length - SHOWN_TERMS} more`
      : shown.join(', ');
  }
  return literal(typeof value === 'string' ? value : JSON.stringify(value));
}

/** How the user's guide sets the rule, line by line; empty when it uses the defaults. */
function settingsIn(guide: LibraryGuide, rule: RuleInfo): string[] {
  const params = guide.rules.find((entry) => entry.id === rule.id)?.params ?? {};
  return Object.entries(params).map(([name, value]) => `${literal(name)}: ${describeValue(value)}`);
}

/** "What does rule X mean?": the catalogue's rule with its examples, how the guide sets it, and its findings in the text. */
export async function explainRuleAnswer(input: AnswerInput, query: string): Promise<Reply> {
  const { voice, text } = input;
  const rule = findRule(query);
  if (rule === undefined) {
    const like = rulesLike(query);
    return reply(
      paragraphs(
        voice.lead(`I know no rule called ${quoted(query, 60)}.`),
        like.length > 0
          ? `Did you mean one of these?\n\n${bullets(like.map((candidate) => `**${literal(candidate.name)}** *(${literal(candidate.id)})*`))}`
          : 'Ask me to **list my guides** to see the rules your guides use, or open the rule list in a guide.',
        voice.signOff,
      ),
    );
  }
  const { examples } = rule;
  const exampleLines = [
    ...examples.bad.slice(0, EXAMPLES).map((example) => `Flagged: ${quoted(example, 160)}`),
    ...examples.good.slice(0, EXAMPLES).map((example) => `Fine: ${quoted(example, 160)}`),
  ];
  const exampleParams =
    examples.params === undefined
      ? ''
      : ` (with ${Object.entries(examples.params)
          .map(([name, value]) => `${literal(name)} ${describeValue(value)}`)
          .join('; ')})`;
  const chosen = await chooseGuide(input.library, input.message, input.guideId);
  const inGuide =
    chosen?.guide.rules.some((entry) => entry.id === rule.id) === true ? chosen.guide : undefined;
  let inText: string | false = false;
  if (inGuide !== undefined && text !== undefined) {
    await input.checking(inGuide.name);
    const match = await input.library.match(text.text, text.format, inGuide);
    const found = match.findings.filter((finding) => finding.id === rule.id);
    inText =
      found.length === 0
        ? 'It finds nothing in your text.'
        : `In your text it flags:\n\n${bullets(found.slice(0, 5).map((finding) => findingLine(text.text, finding)))}`;
  }
  const settings = inGuide === undefined ? [] : settingsIn(inGuide, rule);
  const guideLine =
    chosen === undefined
      ? false
      : inGuide === undefined
        ? `Your guide **${literal(chosen.guide.name)}** does not use this rule.`
        : settings.length > 0
          ? `Your guide **${literal(inGuide.name)}** sets it so:\n\n${bullets(settings)}`
          : `Your guide **${literal(inGuide.name)}** uses it with its defaults.`;
  return reply(
    paragraphs(
      voice.lead(`**${literal(rule.name)}** *(${literal(rule.id)})*: ${literal(rule.description)}`),
      `Category: ${rule.category}. Severity: ${rule.severity}.`,
      exampleLines.length > 0 && `Examples${exampleParams}:\n\n${bullets(exampleLines)}`,
      guideLine,
      inText,
      voice.signOff,
    ),
  );
}
