// A check's report as Markdown, to paste into a ticket or a review: the score, the categories, what
// costs most (by rule and by sentence), what to fix to reach the next milestone, and every finding with
// its line and column. Text from the checked document is escaped so it cannot turn into markup.
import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import { FINDING_CATEGORIES } from './categoryStyles.ts';
import { planFixes } from './fixPlan.ts';
import type { RuleNameOf } from './ruleNames.ts';
import { readableRuleId } from './ruleNames.ts';
import { excerpt, lineColumnAt, lineStarts } from './textPosition.ts';

export interface ReportContext {
  /** The checked text: the findings' and sentences' offsets point into it. */
  text: string;
  ruleNameOf?: RuleNameOf;
  /** Shown in the heading, e.g. the guide's name. */
  guideName?: string;
}

const MAX_LISTED_SENTENCES = 5;

/** Markdown's special characters made literal, and line breaks flattened (one table cell, one item). */
export function escapeMarkdown(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').replace(/([\\`*_{}[\]()<>#+!|~-])/g, '\\$1');
}

function points(loss: number): string {
  return `${loss.toFixed(1)} ${loss === 1 ? 'point' : 'points'}`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function matchSections(answer: MatchAnswer, { text, ruleNameOf = readableRuleId }: ReportContext): string[] {
  const lines: string[] = [`**Score: ${answer.score} / 100**`, '', '| Category | Score |', '| --- | ---: |'];
  for (const category of FINDING_CATEGORIES) lines.push(`| ${category} | ${answer.categories[category]} |`);

  const { rules, sentences } = answer.explanation;
  lines.push('', '## What costs the most points', '');
  if (rules.length === 0) lines.push('Nothing: the text follows every rule of the guide.');
  else {
    lines.push('| Rule | Category | Findings | Points lost |', '| --- | --- | ---: | ---: |');
    for (const rule of rules) {
      lines.push(
        `| ${escapeMarkdown(ruleNameOf(rule.id))} | ${rule.type} | ${rule.findings} | ${rule.loss.toFixed(1)} |`,
      );
    }
  }
  if (sentences.length > 0) {
    lines.push('', '### Sentences that cost the most', '');
    sentences.slice(0, MAX_LISTED_SENTENCES).forEach((sentence, index) => {
      const quoted = escapeMarkdown(excerpt(text, sentence.from, sentence.to));
      lines.push(
        `${index + 1}. “${quoted}”: ${points(sentence.loss)} (${plural(sentence.findings, 'finding')})`,
      );
    });
  }

  const plan = planFixes(answer);
  if (plan !== null) {
    lines.push('', `## Fix these to reach ${plan.target}`, '');
    for (const step of plan.steps) {
      lines.push(
        `- ${escapeMarkdown(ruleNameOf(step.rule.id))}: ${plural(step.rule.findings, 'finding')}, then ${step.scoreAfter} / 100`,
      );
    }
  }

  lines.push('', `## Findings (${answer.findings.length})`, '');
  if (answer.findings.length === 0) lines.push('None.');
  const starts = lineStarts(text);
  const ordered = [...answer.findings].sort((left, right) => left.from - right.from);
  for (const finding of ordered) {
    const { line, column } = lineColumnAt(starts, finding.from);
    const found = excerpt(text, finding.from, finding.to, 60);
    const quoted = found === '' ? '' : ` “${escapeMarkdown(found)}”`;
    const suggestions =
      finding.suggestions.length === 0
        ? ''
        : ` Suggestions: ${finding.suggestions.map((suggestion) => `“${escapeMarkdown(suggestion)}”`).join(', ')}.`;
    lines.push(
      `- Line ${line}, column ${column}${quoted}: ${escapeMarkdown(finding.message)} (${escapeMarkdown(ruleNameOf(finding.id))}, ${finding.type}, ${finding.severity})${suggestions}`,
    );
  }
  return lines;
}

function heading(title: string, guideName: string | undefined): string {
  return guideName === undefined ? `# ${title}` : `# ${title}: ${escapeMarkdown(guideName)}`;
}

/** POST /match's answer as Markdown. */
export function matchReportMarkdown(answer: MatchAnswer, context: ReportContext): string {
  return (
    [heading('Match report', context.guideName), '', ...matchSections(answer, context)].join('\n') + '\n'
  );
}

function grade(value: number | null): string {
  return value === null ? 'n/a' : value.toFixed(1);
}

/** POST /analyze's answer as Markdown; with a guide, its match follows. */
export function analysisReportMarkdown(analysis: AnalyzeAnswer, context: ReportContext): string {
  const { counts, readability, passive, emotionality, formality, tone } = analysis;
  const lines: string[] = [heading('Analysis report', context.guideName), ''];
  lines.push(
    `${plural(counts.words, 'word')}, ${plural(counts.sentences, 'sentence')}, ${plural(counts.paragraphs, 'paragraph')}, ${plural(counts.characters, 'character')}.`,
    '',
    '## Readability',
    '',
    '| Measure | Value |',
    '| --- | ---: |',
    `| Flesch reading ease | ${grade(readability.fleschReadingEase)} |`,
    `| Flesch–Kincaid grade | ${grade(readability.fleschKincaidGrade)} |`,
    `| Gunning fog | ${grade(readability.gunningFog)} |`,
    `| SMOG | ${grade(readability.smog)} |`,
    `| Coleman–Liau | ${grade(readability.colemanLiau)} |`,
    `| Automated readability index | ${grade(readability.automatedReadabilityIndex)} |`,
    `| Mean sentence length (words) | ${analysis.sentenceLength.mean.toFixed(1)} |`,
    `| Passive sentences | ${passive.passiveSentences} of ${passive.sentences} (${Math.round(passive.share * 100)} %) |`,
    '',
    '## Tone',
    '',
    `- Emotionality: ${emotionality.score} / 100 (sentiment ${emotionality.sentiment.label})`,
    `- Formality: ${formality.score} / 100 (${formality.label})`,
  );
  for (const dimension of [
    tone.formalCasual,
    tone.seriousFunny,
    tone.respectfulIrreverent,
    tone.enthusiasticMatterOfFact,
  ]) {
    lines.push(`- ${dimension.left} – ${dimension.right}: ${dimension.label} (${dimension.value})`);
  }
  if (analysis.match !== undefined) lines.push('', '## Match', '', ...matchSections(analysis.match, context));
  return lines.join('\n') + '\n';
}
