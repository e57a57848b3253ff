import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import type { LibraryGuide } from '../assistantLibrary.ts';
import { bullets, count, literal, paragraphs, quoted } from '../markdown.ts';
import { reply, type AnswerInput, type Reply } from './answerInput.ts';
import { noTextReply } from './commonAnswers.ts';
import { findingLine } from './findingLines.ts';
import { chooseGuide } from './guideChoice.ts';
import { applySafeFixes } from './safeFixes.ts';

type Towards = 'formal' | 'friendly';

/** The catalogue's rules whose findings move a text along formal ↔ casual (docs/analyzer.md, Formality). */
const TONE_RULES: Record<Towards, ReadonlySet<string>> = {
  formal: new Set([
    'contractions',
    'exclamation-marks',
    'emoji',
    'shouting',
    'profanity',
    'hype',
    'sentence-start-conjunction',
    'filler-phrases',
    'intensifiers',
    'greeting-check',
    'sign-off',
  ]),
  friendly: new Set([
    'contractions',
    'passive-voice',
    'nominalizations',
    'complex-words',
    'jargon',
    'long-words',
    'simplify',
    'latin-abbreviations',
    'redundant-phrases',
    'max-sentence-length',
    'second-person',
    'empathy',
    'greeting-check',
    'sign-off',
    'negative-tone',
    'passive-aggressive',
    'condescending-language',
  ]),
};

/** The predefined guides written for each direction: their rules say what "more formal" and "friendlier" mean. */
const TONE_GUIDES: Record<Towards, string> = {
  formal: 'Formal business correspondence',
  friendly: 'Empathetic customer support',
};

const SHOWN = 5;

function toneGuide(guides: readonly LibraryGuide[], towards: Towards): LibraryGuide | undefined {
  return guides.find(
    (guide) => guide.role === 'provider' && !guide.disabled && guide.name === TONE_GUIDES[towards],
  );
}

/** Sentences that pull the text away from where the writer wants it, with the markers found in them. */
function pullingSentences(analysis: AnalyzeAnswer, towards: Towards): string[] {
  // formal-casual runs from −100 (formal) to 100 (casual): casual sentences contribute positively.
  const away = analysis.tone.formalCasual.drivers.filter((driver) =>
    towards === 'formal' ? driver.contribution > 0 : driver.contribution < 0,
  );
  return away
    .slice(0, SHOWN)
    .map(
      (driver) =>
        `${quoted(driver.text, 140)}${driver.markers.length > 0 ? `: ${driver.markers.map((marker) => literal(marker)).join(', ')}` : ''}`,
    );
}

function featureAdvice(analysis: AnalyzeAnswer, towards: Towards): string[] {
  const { features, contractions } = analysis.formality;
  const advice: string[] = [];
  if (towards === 'formal') {
    if (contractions.contracted > 0) {
      advice.push(`Write out the ${count(contractions.contracted, 'contraction')} ("do not" for "don't").`);
    }
    if (features.casualMarkersPer100Words > 0) {
      advice.push('Replace casual words and interjections (the markers above) with neutral ones.');
    }
    advice.push(
      'Keep to statements: no exclamation marks or emoji; open with a greeting and close with a sign-off.',
    );
  } else {
    if (contractions.expanded > 0) {
      advice.push(
        `Contract the ${count(contractions.expanded, 'full form')} that people usually contract ("we're" for "we are").`,
      );
    }
    if (features.meanSentenceLength > 20) {
      advice.push(`Shorten your sentences (they average ${Math.round(features.meanSentenceLength)} words).`);
    }
    if (features.latinateShare > 0.1) {
      advice.push(
        'Prefer short everyday words to long abstract nouns ("decide" for "make a determination").',
      );
    }
    advice.push('Speak to the reader as "you", acknowledge their situation and thank them.');
  }
  return advice;
}

/** Only the findings of the rules that move the tone, as a match the fixes can be taken from. */
function toneFindings(match: MatchAnswer, towards: Towards): MatchAnswer {
  return { ...match, findings: match.findings.filter((finding) => TONE_RULES[towards].has(finding.id)) };
}

/**
 * "Make it more formal" / "Make it friendlier": where the text stands on formal ↔ casual (the analyzer),
 * the sentences that pull it the other way, and the findings of the rules that move it, with their safe
 * fixes as a proposal. The rules are those of the predefined guide for that tone, else the user's guide.
 */
export async function toneAnswer(input: AnswerInput, towards: Towards): Promise<Reply> {
  const { voice, text } = input;
  if (text === undefined) {
    return noTextReply(voice, towards === 'formal' ? 'make more formal' : 'make friendlier');
  }
  const analysis = await input.library.analyze(text.text, text.format);
  const guide =
    toneGuide(await input.library.guides(), towards) ??
    (await chooseGuide(input.library, input.message, input.guideId))?.guide;
  const dimension = analysis.tone.formalCasual;
  const goal = towards === 'formal' ? 'more formal' : 'friendlier';
  const headline = `Your text reads **${dimension.label}** on formal ↔ casual (${dimension.value}, from −100 formal to 100 casual; formality ${analysis.formality.score}/100).`;
  const sentences = pullingSentences(analysis, towards);
  let rulesPart: string | false = false;
  let proposal: Reply['proposal'] = null;
  if (guide !== undefined) {
    await input.checking(guide.name);
    const match = toneFindings(await input.library.match(text.text, text.format, guide), towards);
    const fixed = applySafeFixes(text.text, match);
    rulesPart =
      match.findings.length === 0
        ? `The rules of **${literal(guide.name)}** that make a text ${goal} find nothing to change.`
        : `What the rules of **${literal(guide.name)}** ask for:\n\n${bullets(match.findings.slice(0, SHOWN).map((finding) => findingLine(text.text, finding)))}`;
    if (fixed.changes.length > 0) {
      proposal = {
        text: text.splice(fixed.text),
        format: text.format,
        toneOfVoiceId: guide.id,
        changes: fixed.changes,
      };
      rulesPart += `\n\n${fixed.changes.length === 1 ? 'One of these has a safe fix' : `${fixed.changes.length} of these have safe fixes`}: choose **Apply to editor** to apply ${fixed.changes.length === 1 ? 'it' : 'them'}.`;
    }
  }
  return reply(
    paragraphs(
      voice.lead(`To make your text ${goal}, here is where it stands. ${headline}`),
      sentences.length > 0
        ? `Sentences that pull it ${towards === 'formal' ? 'towards casual' : 'towards formal'}:\n\n${bullets(sentences)}`
        : `No sentence pulls it ${towards === 'formal' ? 'towards casual' : 'towards formal'}.`,
      `What to change:\n\n${bullets(featureAdvice(analysis, towards))}`,
      rulesPart,
      'I do not rewrite sentences offline: the changes above are yours to make, except the safe fixes.',
      voice.signOff,
    ),
    proposal,
  );
}
