import path from 'node:path';
import { exportValeStyle } from '@wtt/engine';
import { EXIT_OK, type CliIo, type CommandResult } from '../cliIo.ts';
import { loadGuide } from '../guideFile.ts';
import { list, parseOptions, required } from '../options.ts';
import { UsageError } from '../usageError.ts';

/**
 * `wtt export-vale --guide <guide.json> --out <dir> [--style <Name>] [--glossary id=file]`: writes the
 * guide as a Vale style package (rules, vocabulary, .vale.ini, README) into `dir`.
 */
export function exportValeCommand(args: readonly string[], io: CliIo): CommandResult {
  const { values, positionals } = parseOptions('export-vale', args, {
    guide: { type: 'string', short: 'g' },
    out: { type: 'string', short: 'o' },
    style: { type: 'string' },
    glossary: { type: 'string', multiple: true },
  });
  if (positionals.length > 0) {
    throw new UsageError(`export-vale: unexpected argument '${positionals[0] ?? ''}'`);
  }
  const guidePath = required('export-vale', 'guide', values.guide);
  const out = required('export-vale', 'out', values.out);
  const { guide, glossaries, warnings } = loadGuide(io, guidePath, list(values.glossary));
  const style = typeof values.style === 'string' ? values.style : undefined;
  const files = exportValeStyle(guide, { glossaries, ...(style ? { styleName: style } : {}) });
  for (const file of files) io.writeFile(path.join(out, ...file.path.split('/')), file.content);
  const listing = files.map((file) => `  ${path.join(out, ...file.path.split('/'))}`).join('\n');
  return {
    exitCode: EXIT_OK,
    stdout: `Wrote ${files.length} files:\n${listing}\nSee ${path.join(out, 'README.md')} for the rules Vale cannot check.\n`,
    stderr: warnings.map((warning) => `wtt: warning: ${warning}\n`).join(''),
  };
}
