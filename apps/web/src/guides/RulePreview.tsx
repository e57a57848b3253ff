// A compact list of a guide's rules by category with their settings in words: the key-questions preview.
import { List, Stack, Text } from '@mantine/core';
import type { Glossary, GuideRuleInput, RuleInfo } from '@wtt/contract';
import { glossaryName } from './glossaryChoices.ts';
import { groupGuideRules } from './ruleGroups.ts';
import { paramFields, paramValueText } from './ruleParams.ts';

function settingsText(info: RuleInfo, rule: GuideRuleInput, glossaries: readonly Glossary[]): string {
  return paramFields(info)
    .filter((field) => rule.params?.[field.parameter.name] !== undefined)
    .map(
      (field) =>
        // A choice's description lists every option; its name and value say enough here.
        `${field.kind === 'choice' ? field.parameter.name : field.label.replace(/\.$/, '')}: ${paramValueText(field, rule.params?.[field.parameter.name], (id) => glossaryName(glossaries, id))}`,
    )
    .join('; ');
}

export function RulePreview({
  rules,
  catalogue,
  glossaries,
}: {
  rules: readonly GuideRuleInput[];
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
}) {
  const { groups } = groupGuideRules(rules, catalogue);
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <Stack key={group.category} gap={4} component="section" aria-label={group.category}>
          <Text size="sm" fw={700}>
            {group.category}
          </Text>
          <List size="sm" spacing={2}>
            {group.items.map(({ index, rule, info }) => {
              const settings = settingsText(info, rule, glossaries);
              return (
                <List.Item key={`${rule.id}-${String(index)}`}>
                  {info.name}
                  {settings !== '' && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({settings})
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
