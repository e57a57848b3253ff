import type { Finding, RuleInfo, Severity } from '@wtt/engine';
import { STDIN_NAME, type CheckedFile } from './checkedFile.ts';
import { positionsOf } from './positions.ts';

const LEVEL: Readonly<Record<Severity, 'error' | 'warning' | 'note'>> = {
  error: 'error',
  warning: 'warning',
  suggestion: 'note',
};

/** A path as a SARIF artifact URI: forward slashes, percent-encoded, relative paths stay relative. */
export function artifactUri(file: string): string {
  if (file === STDIN_NAME) return encodeURI(file);
  const slashed = file.replaceAll('\\', '/');
  return /^[A-Za-z]:\//.test(slashed) || slashed.startsWith('/')
    ? `file://${encodeURI(slashed.startsWith('/') ? slashed : `/${slashed}`)}`
    : encodeURI(slashed);
}

/** "max-sentence-length" → "MaxSentenceLength": SARIF's `name` is an identifier-like rule name. */
function ruleName(id: string): string {
  return id.replace(/(^|-)(\p{L})/gu, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

function reportingDescriptor(rule: RuleInfo): object {
  return {
    id: rule.id,
    name: ruleName(rule.id),
    shortDescription: { text: rule.name },
    fullDescription: { text: rule.description },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { category: rule.category, tags: [rule.category] },
  };
}

/**
 * A SARIF 2.1.0 log: one run, the guide's rules in `tool.driver.rules`, one result per finding with its
 * region (lines and UTF-16 columns, `columnKind: utf16CodeUnits`, plus the character offset and length)
 * and the engine's verified fix as a SARIF fix.
 */
export function sarifReport(
  files: readonly CheckedFile[],
  rules: readonly RuleInfo[],
  version: string,
): string {
  const unique = [...new Map(rules.map((rule) => [rule.id, rule])).values()];
  const ruleIndex = new Map(unique.map((rule, index) => [rule.id, index]));
  const results = files.flatMap(({ file, text, result }, artifactIndex) => {
    const at = positionsOf(text);
    const artifactLocation = { uri: artifactUri(file), index: artifactIndex };
    return result.findings.map((finding) =>
      sarifResult(finding, at, artifactLocation, ruleIndex.get(finding.id)),
    );
  });
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'wtt',
            fullName: 'Write the Tone',
            version,
            rules: unique.map(reportingDescriptor),
          },
        },
        columnKind: 'utf16CodeUnits',
        artifacts: files.map(({ file, text }) => ({
          location: { uri: artifactUri(file) },
          length: text.length,
          ...(file === STDIN_NAME ? { description: { text: 'standard input' } } : {}),
        })),
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function sarifResult(
  finding: Finding,
  at: ReturnType<typeof positionsOf>,
  artifactLocation: { uri: string; index: number },
  index: number | undefined,
): object {
  const start = at(finding.from);
  const end = at(finding.to);
  const fix = finding.fix;
  return {
    ruleId: finding.id,
    ...(index === undefined ? {} : { ruleIndex: index }),
    level: LEVEL[finding.severity],
    message: { text: finding.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation,
          region: {
            startLine: start.line,
            startColumn: start.column,
            endLine: end.line,
            endColumn: end.column,
            charOffset: finding.from,
            charLength: finding.to - finding.from,
          },
        },
      },
    ],
    properties: { category: finding.type, methodName: finding.methodName, suggestions: finding.suggestions },
    ...(fix
      ? {
          fixes: [
            {
              description: { text: `Replace with “${fix.replacement}”.` },
              artifactChanges: [
                {
                  artifactLocation,
                  replacements: [
                    {
                      deletedRegion: { charOffset: fix.begin, charLength: fix.end - fix.begin },
                      insertedContent: { text: fix.replacement },
                    },
                  ],
                },
              ],
            },
          ],
        }
      : {}),
  };
}
