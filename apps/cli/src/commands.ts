import { RULE_CATEGORIES } from '@wtt/engine';
import { EXIT_OK, EXIT_USAGE, type CliIo, type CommandResult } from './cliIo.ts';
import { analyzeCommand } from './commands/analyze.ts';
import { checkCommand } from './commands/check.ts';
import { exportValeCommand } from './commands/exportVale.ts';
import { importGlossaryCommand } from './commands/importGlossary.ts';
import { rulesCommand } from './commands/rules.ts';
import { UsageError } from './usageError.ts';
import { CLI_VERSION } from './version.ts';

export type { CommandResult } from './cliIo.ts';

export const USAGE = `Usage: wtt <command> [options]

Commands:
  check --guide <guide.json> [options] <files...|->
                 check texts against a guide ('-' reads standard input)
      --format text|json|sarif          output (default text)
      --input-format plain|markdown|html
                                        how to read the inputs (default: by extension,
                                        .md/.markdown markdown, .html/.htm html, else plain)
      --glossary <id>=<file.csv|.json>  a glossary the guide refers to by glossaryId
  rules [--format text|json]            list the rule catalogue
  analyze [--format text|json] [--input-format ...] [--guide <guide.json>] <file|->
                                        counts, readability grades, passive share, emotionality,
                                        formality and tone dimensions (with a guide, also its match)
  export-vale --guide <guide.json> --out <dir> [--style <Name>] [--glossary <id>=<file>]
                                        write the guide as a Vale style package
  import-glossary [--name <name>] <file.csv|->
                                        read a CSV glossary (term,suggestions,note) and print it as JSON
  categories                            list the rule categories findings are grouped in
  admin <set-level|close|reopen|list>   administer accounts on the server's database ('wtt admin help')
  help                                  show this help

A guide is JSON: {"name": "...", "rules": [{"id": "max-sentence-length", "params": {"max": 25}}]}.

Exit codes: 0 success; 1 check: a finding of severity error remains, import-glossary: the CSV had
problems; 2 bad usage (unknown command or flag, missing file, invalid guide).`;

/** Runs one command line; all input and output goes through `io`, so the binary only prints the result. */
export async function runCommand(args: readonly string[], io: CliIo): Promise<CommandResult> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        return { exitCode: EXIT_OK, stdout: `${USAGE}\n`, stderr: '' };
      case '--version':
        return { exitCode: EXIT_OK, stdout: `${CLI_VERSION}\n`, stderr: '' };
      case 'categories':
        return { exitCode: EXIT_OK, stdout: `${RULE_CATEGORIES.join('\n')}\n`, stderr: '' };
      case 'check':
        return await checkCommand(rest, io);
      case 'rules':
        return rulesCommand(rest);
      case 'analyze':
        return analyzeCommand(rest, io);
      case 'export-vale':
        return exportValeCommand(rest, io);
      case 'import-glossary':
        return importGlossaryCommand(rest, io);
      default:
        return {
          exitCode: EXIT_USAGE,
          stdout: '',
          stderr: `wtt: unknown command '${command}'\n\n${USAGE}\n`,
        };
    }
  } catch (error) {
    if (error instanceof UsageError) {
      return {
        exitCode: EXIT_USAGE,
        stdout: '',
        stderr: `wtt: ${error.message}\nRun 'wtt help' for usage.\n`,
      };
    }
    throw error;
  }
}
