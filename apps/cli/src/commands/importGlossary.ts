import path from 'node:path';
import { parseGlossaryCsv } from '@wtt/engine';
import { EXIT_FINDINGS, EXIT_OK, type CliIo, type CommandResult } from '../cliIo.ts';
import { parseOptions } from '../options.ts';
import { readFailure, UsageError } from '../usageError.ts';

/**
 * `wtt import-glossary [--name <name>] <file.csv|->`: reads a CSV glossary (header: term, suggestions,
 * note) and prints the glossary as JSON, `{name, terms}`. Problems (duplicates, rows without a term) go
 * to stderr as `file:line: message` and make the exit code 1; the usable terms are printed either way.
 */
export function importGlossaryCommand(args: readonly string[], io: CliIo): CommandResult {
  const { values, positionals } = parseOptions('import-glossary', args, { name: { type: 'string' } });
  const [file, ...rest] = positionals;
  if (file === undefined) {
    throw new UsageError("import-glossary: name the CSV file, or '-' for standard input");
  }
  if (rest.length > 0) throw new UsageError(`import-glossary: unexpected argument '${rest[0] ?? ''}'`);
  let text: string;
  try {
    text = file === '-' ? io.readStdin() : io.readFile(file);
  } catch (error) {
    throw readFailure(file, error);
  }
  const { terms, issues } = parseGlossaryCsv(text);
  const name =
    typeof values.name === 'string'
      ? values.name
      : file === '-'
        ? 'Glossary'
        : path.basename(file, path.extname(file));
  const shown = file === '-' ? '<stdin>' : file;
  return {
    exitCode: issues.length > 0 ? EXIT_FINDINGS : EXIT_OK,
    stdout: `${JSON.stringify({ name, terms }, null, 2)}\n`,
    stderr: issues.map((issue) => `${shown}:${issue.line}: ${issue.message}\n`).join(''),
  };
}
