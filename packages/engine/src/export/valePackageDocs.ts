/** The rows of the package README: what became of each rule of the guide. */
export interface ExportedRuleSummary {
  readonly id: string;
  readonly name: string;
  readonly extends: string;
  readonly files: readonly string[];
  readonly differences: readonly string[];
}

export interface SkippedRuleSummary {
  readonly id: string;
  readonly name: string;
  readonly reason: string;
}

/** `.vale.ini` for the package: the style, its vocabulary, and Vale's own rules the vocabulary needs. */
export function valeIni(style: string, hasVocabulary: boolean): string {
  return [
    '# Vale configuration for this style, exported by Write the Tone.',
    'StylesPath = styles',
    'MinAlertLevel = suggestion',
    ...(hasVocabulary ? [`Vocab = ${style}`] : []),
    '',
    '[*.{md,markdown,txt,html,htm}]',
    `BasedOnStyles = Vale, ${style}`,
    '# Vale.Terms (accept.txt) and Vale.Avoid (reject.txt) enforce the vocabulary; the guide has no spelling',
    '# or repetition check of its own beyond the rules in this style.',
    'Vale.Spelling = NO',
    'Vale.Repetition = NO',
    '',
  ].join('\n');
}

/** The package's README: how to use it, each rule's Vale form, and what could not be exported. */
export function packageReadme(
  guideName: string,
  style: string,
  exported: readonly ExportedRuleSummary[],
  skipped: readonly SkippedRuleSummary[],
): string {
  const cell = (text: string): string => text.replaceAll('|', '\\|');
  const lines = [
    `# ${style}: Vale style for the guide “${guideName}”`,
    '',
    'Exported by Write the Tone (`wtt export-vale`). Copy this folder into a project and run `vale <files>`',
    `next to \`.vale.ini\`, or add \`${style}\` to the \`BasedOnStyles\` of your own configuration and copy`,
    `\`styles/${style}\` and \`styles/config/vocabularies/${style}\` into your \`StylesPath\`.`,
    '',
    '## Rules',
    '',
    '| rule | Vale | files |',
    '| --- | --- | --- |',
    ...exported.map(
      (rule) =>
        `| \`${rule.id}\` (${cell(rule.name)}) | ${cell(rule.extends)} | ${rule.files.map((file) => `\`${file}\``).join(', ') || '—'} |`,
    ),
    '',
  ];
  if (skipped.length > 0) {
    lines.push(
      '## Not exported',
      '',
      'These rules of the guide have no Vale equivalent; check with Write the Tone (`wtt check`) for them.',
      '',
      ...skipped.map((rule) => `- \`${rule.id}\` (${rule.name}): ${rule.reason}`),
      '',
    );
  }
  const withDifferences = exported.filter((rule) => rule.differences.length > 0);
  if (withDifferences.length > 0) {
    lines.push('## Differences from Write the Tone', '');
    for (const rule of withDifferences) {
      lines.push(`### \`${rule.id}\``, '', ...rule.differences.map((difference) => `- ${difference}`), '');
    }
  }
  return lines.join('\n');
}
