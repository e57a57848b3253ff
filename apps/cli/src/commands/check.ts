import type { TextFormat } from '@wtt/engine';
import { EXIT_FINDINGS, EXIT_OK, type CliIo, type CommandResult } from '../cliIo.ts';
import { STDIN_NAME, type CheckedFile } from '../format/checkedFile.ts';
import { jsonReport } from '../format/jsonReport.ts';
import { sarifReport } from '../format/sarifReport.ts';
import { textReport } from '../format/textReport.ts';
import { loadGuide } from '../guideFile.ts';
import { DEFAULT_SPLIT, SplitChecker } from '../parallelCheck.ts';
import { choice, list, parseOptions, required } from '../options.ts';
import { readFailure, UsageError } from '../usageError.ts';
import { CLI_VERSION } from '../version.ts';

const OUTPUT_FORMATS = ['text', 'json', 'sarif'] as const;
const INPUT_FORMATS = ['plain', 'markdown', 'html'] as const;

/** The input format a file's extension implies: Markdown and HTML by name, plain text otherwise. */
export function inputFormatOf(path: string): TextFormat {
  if (/\.(?:md|markdown)$/i.test(path)) return 'markdown';
  if (/\.html?$/i.test(path)) return 'html';
  return 'plain';
}

/**
 * `wtt check --guide <guide.json> [--format text|json|sarif] [--input-format …] [--glossary id=file] <files…|->`:
 * checks every input against the guide. All inputs are read before anything is checked, so a missing
 * file is a usage error with no partial report. Exit 1 when a finding of severity error remains. A long
 * text is checked on `io.checkWorkers` worker threads besides this one (see `SplitChecker`).
 */
export async function checkCommand(args: readonly string[], io: CliIo): Promise<CommandResult> {
  const { values, positionals } = parseOptions('check', args, {
    guide: { type: 'string', short: 'g' },
    format: { type: 'string', short: 'f' },
    'input-format': { type: 'string' },
    glossary: { type: 'string', multiple: true },
  });
  const guidePath = required('check', 'guide', values.guide);
  const format = choice('check', 'format', values.format, OUTPUT_FORMATS, 'text');
  const inputFormat =
    values['input-format'] === undefined
      ? undefined
      : choice('check', 'input-format', values['input-format'], INPUT_FORMATS, 'plain');
  if (positionals.length === 0) {
    throw new UsageError("check: name the files to check, or '-' for standard input");
  }
  if (positionals.filter((path) => path === '-').length > 1) {
    throw new UsageError("check: standard input ('-') can be read only once");
  }
  const { guide, compiled, glossaries, warnings } = loadGuide(io, guidePath, list(values.glossary));

  const inputs = positionals.map((path) => {
    if (path === '-') return { file: STDIN_NAME, text: io.readStdin(), format: inputFormat ?? 'plain' };
    try {
      return { file: path, text: io.readFile(path), format: inputFormat ?? inputFormatOf(path) };
    } catch (error) {
      throw readFailure(path, error);
    }
  });
  const checker = new SplitChecker(
    compiled,
    { guide, glossaries },
    { ...DEFAULT_SPLIT, workers: io.checkWorkers },
  );
  checker.prepare(Math.max(...inputs.map(({ text }) => text.length)));
  const checked: CheckedFile[] = [];
  try {
    for (const { file, text, format: textFormat } of inputs) {
      checked.push({ file, text, result: await checker.check(text, textFormat) });
    }
  } finally {
    checker.close();
  }

  const stdout =
    format === 'json'
      ? jsonReport(checked)
      : format === 'sarif'
        ? sarifReport(
            checked,
            compiled.rules.map((rule) => rule.info),
            CLI_VERSION,
          )
        : textReport(checked);
  const failed = checked.some(({ result }) =>
    result.findings.some((finding) => finding.severity === 'error'),
  );
  return {
    exitCode: failed ? EXIT_FINDINGS : EXIT_OK,
    stdout,
    stderr: warnings.map((warning) => `wtt: warning: ${warning}\n`).join(''),
  };
}
