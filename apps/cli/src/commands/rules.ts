import { listRules, RULE_CATEGORIES, type RuleInfo } from '@wtt/engine';
import { EXIT_OK, type CommandResult } from '../cliIo.ts';
import { choice, parseOptions } from '../options.ts';
import { UsageError } from '../usageError.ts';

function parameters(rule: RuleInfo): string {
  if (rule.parameters.length === 0) return 'no parameters';
  return rule.parameters
    .map((parameter) => {
      const fallback =
        parameter.default === undefined ||
        (Array.isArray(parameter.default) && parameter.default.length === 0)
          ? ''
          : ` = ${JSON.stringify(parameter.default)}`;
      return `${parameter.name} (${parameter.type}${fallback})`;
    })
    .join(', ');
}

function textCatalogue(rules: readonly RuleInfo[]): string {
  const width = Math.max(...rules.map((rule) => rule.id.length));
  const lines: string[] = [];
  for (const category of RULE_CATEGORIES) {
    const inCategory = rules.filter((rule) => rule.category === category);
    if (inCategory.length === 0) continue;
    lines.push(category);
    for (const rule of inCategory) {
      lines.push(`  ${rule.id.padEnd(width)}  ${rule.severity.padEnd(10)}  ${rule.name}`);
      lines.push(`  ${' '.repeat(width)}  ${' '.repeat(10)}  ${parameters(rule)}`);
    }
    lines.push('');
  }
  lines.push(`${rules.length} rules.`);
  return `${lines.join('\n')}\n`;
}

/** `wtt rules [--format text|json]`: the rule catalogue (JSON: exactly what `GET /rules` serves). */
export function rulesCommand(args: readonly string[]): CommandResult {
  const { values, positionals } = parseOptions('rules', args, { format: { type: 'string', short: 'f' } });
  if (positionals.length > 0) throw new UsageError(`rules: unexpected argument '${positionals[0] ?? ''}'`);
  const format = choice('rules', 'format', values.format, ['text', 'json'] as const, 'text');
  const rules = listRules();
  return {
    exitCode: EXIT_OK,
    stdout: format === 'json' ? `${JSON.stringify(rules, null, 2)}\n` : textCatalogue(rules),
    stderr: '',
  };
}
