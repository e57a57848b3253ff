import { analyzeText, type Analysis } from '@wtt/engine';
import { EXIT_OK, type CliIo, type CommandResult } from '../cliIo.ts';
import { STDIN_NAME } from '../format/checkedFile.ts';
import { loadGuide } from '../guideFile.ts';
import { choice, list, parseOptions } from '../options.ts';
import { readFailure, UsageError } from '../usageError.ts';
import { inputFormatOf } from './check.ts';

const grade = (value: number | null): string => (value === null ? '—' : value.toFixed(1));

function textAnalysis(file: string, analysis: Analysis): string {
  const { counts, readability, passive, emotionality, formality, tone } = analysis;
  const lines = [
    file,
    `  words ${counts.words}, sentences ${counts.sentences}, paragraphs ${counts.paragraphs}, headings ${counts.headings}, characters ${counts.characters}`,
    `  sentence length: mean ${analysis.sentenceLength.mean}, median ${analysis.sentenceLength.median}, longest ${analysis.sentenceLength.max} words`,
    `  word length: mean ${analysis.wordLength.mean} letters`,
    `  readability: Flesch reading ease ${grade(readability.fleschReadingEase)}, Flesch-Kincaid ${grade(readability.fleschKincaidGrade)}, Gunning fog ${grade(readability.gunningFog)}, SMOG ${grade(readability.smog)}, Coleman-Liau ${grade(readability.colemanLiau)}, ARI ${grade(readability.automatedReadabilityIndex)}`,
    `  passive: ${passive.passiveSentences} of ${passive.sentences} sentences (${Math.round(passive.share * 100)}%)`,
    `  emotionality ${emotionality.score}/100: sentiment ${emotionality.sentiment.score} (${emotionality.sentiment.label}), intensity ${emotionality.intensity.score}`,
    `  formality ${formality.score}/100 (${formality.label}), contractions ${formality.contractions.style}`,
    '  tone:',
  ];
  for (const dimension of [
    tone.formalCasual,
    tone.seriousFunny,
    tone.respectfulIrreverent,
    tone.enthusiasticMatterOfFact,
  ]) {
    // The sentence that drives a dimension is worth showing when the text leans to one pole.
    const driver = dimension.label === 'neutral' ? undefined : dimension.drivers[0];
    lines.push(
      `    ${dimension.left} ↔ ${dimension.right}: ${dimension.value} (${dimension.label})${driver ? ` — e.g. “${driver.text}”` : ''}`,
    );
  }
  if (analysis.match) {
    const count = analysis.match.findings.length;
    lines.push(
      `  guide match: score ${analysis.match.score.overall}/100, ${count} finding${count === 1 ? '' : 's'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `wtt analyze [--format text|json] [--input-format …] [--guide <guide.json>] <file|->`: counts, sentence
 * and word length, readability grades, passive share, emotionality, formality and the four tone
 * dimensions with the sentences that drive them; with a guide, also its match.
 */
export function analyzeCommand(args: readonly string[], io: CliIo): CommandResult {
  const { values, positionals } = parseOptions('analyze', args, {
    format: { type: 'string', short: 'f' },
    'input-format': { type: 'string' },
    guide: { type: 'string', short: 'g' },
    glossary: { type: 'string', multiple: true },
  });
  const [path, ...rest] = positionals;
  if (path === undefined) {
    throw new UsageError("analyze: name the file to analyse, or '-' for standard input");
  }
  if (rest.length > 0) throw new UsageError(`analyze: unexpected argument '${rest[0] ?? ''}'`);
  const format = choice('analyze', 'format', values.format, ['text', 'json'] as const, 'text');
  const inputFormat =
    values['input-format'] === undefined
      ? path === '-'
        ? 'plain'
        : inputFormatOf(path)
      : choice(
          'analyze',
          'input-format',
          values['input-format'],
          ['plain', 'markdown', 'html'] as const,
          'plain',
        );
  const loaded =
    typeof values.guide === 'string' ? loadGuide(io, values.guide, list(values.glossary)) : undefined;
  let text: string;
  try {
    text = path === '-' ? io.readStdin() : io.readFile(path);
  } catch (error) {
    throw readFailure(path, error);
  }
  const analysis = analyzeText(text, { format: inputFormat, ...(loaded ? { guide: loaded.compiled } : {}) });
  const file = path === '-' ? STDIN_NAME : path;
  return {
    exitCode: EXIT_OK,
    stdout:
      format === 'json'
        ? `${JSON.stringify({ file, ...analysis }, null, 2)}\n`
        : textAnalysis(file, analysis),
    stderr: (loaded?.warnings ?? []).map((warning) => `wtt: warning: ${warning}\n`).join(''),
  };
}
