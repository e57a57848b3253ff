// The rules of a guide seen through a share code: names grouped by category, from the rule catalogue.
import { Alert, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ToneOfVoice } from '@wtt/contract';
import { useRuleCatalogue } from '../../api/rules.ts';
import { groupGuideRules } from '../../guides/ruleGroups.ts';

const OTHER_RULES = 'Other rules';

export function SharedGuideRules({ guide }: { guide: ToneOfVoice }) {
  const catalogue = useRuleCatalogue();
  if (guide.rules.length === 0) {
    return <Text size="sm">This guide has no rules yet.</Text>;
  }
  if (catalogue.isPending) {
    return <Skeleton height={80} aria-label="Loading the rules" role="status" />;
  }
  // Without the catalogue the rules still show, by their ids: the guide is worth judging all the same.
  const grouped = groupGuideRules(guide.rules, catalogue.isError ? [] : catalogue.data);
  const groups = [
    ...grouped.groups.map(({ category, items }) => ({
      category,
      rules: items.map(({ rule, info }) => ({ id: rule.id, name: info.name, description: info.description })),
    })),
    ...(grouped.unknown.length === 0
      ? []
      : [
          {
            category: OTHER_RULES,
            rules: grouped.unknown.map(({ rule }) => ({ id: rule.id, name: rule.id, description: '' })),
          },
        ]),
  ];
  return (
    <Stack gap="md">
      {catalogue.isError && (
        <Alert color="yellow" variant="light" title="Rule names could not be loaded">
          <Text size="sm">The rules are shown by their ids.</Text>
        </Alert>
      )}
      {groups.map((group) => (
        <Stack key={group.category} gap={4} component="section" aria-label={group.category}>
          <Title order={3} size="h5">
            {group.category}
          </Title>
          <List size="sm" spacing={4}>
            {group.rules.map((rule, index) => (
              <List.Item key={`${rule.id}-${String(index)}`}>
                <Text span size="sm" fw={600}>
                  {rule.name}
                </Text>
                {rule.description !== '' && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    — {rule.description}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
