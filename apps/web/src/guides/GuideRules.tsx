// A guide's rules grouped by the five categories, each as a RuleCard: editable (parameters, remove) when
// `onChange` is given, else read-only. The guide page and the wizard both show rules with this.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { Glossary, GuideRuleInput, RuleEvidenceView, RuleInfo } from '@wtt/contract';
import { glossaryChoices, glossaryName } from './glossaryChoices.ts';
import { RuleCard } from './RuleCard.tsx';
import { groupGuideRules } from './ruleGroups.ts';

export interface GuideRulesProps {
  rules: readonly GuideRuleInput[];
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
  /** Parameter errors by the rule's index (ruleParams.ts guideRuleErrors). */
  errors?: ReadonlyMap<number, Record<string, string>>;
  evidence?: readonly RuleEvidenceView[] | null;
  onChange?: (rules: GuideRuleInput[]) => void;
  /** Shown when there are no rules. */
  empty: string;
}

export function GuideRules({
  rules,
  catalogue,
  glossaries,
  errors,
  evidence,
  onChange,
  empty,
}: GuideRulesProps) {
  const { groups, unknown } = groupGuideRules(rules, catalogue);
  const choices = glossaryChoices(glossaries);
  const nameOf = (id: string) => glossaryName(glossaries, id);
  const replace = (index: number, rule: GuideRuleInput | null) => {
    if (onChange === undefined) return;
    onChange(rules.flatMap((current, at) => (at !== index ? [current] : rule === null ? [] : [rule])));
  };

  if (rules.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="no-rules">
        <Text size="sm">{empty}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.category} gap="sm" component="section" aria-label={group.category}>
          <Title order={3} size="h5">
            {group.category}
          </Title>
          {group.items.map(({ index, rule, info }) => (
            <RuleCard
              key={`${rule.id}-${String(index)}`}
              info={info}
              params={rule.params}
              errors={errors?.get(index)}
              evidence={evidence?.find((item) => item.ruleId === rule.id)}
              glossaries={choices}
              glossaryNameOf={nameOf}
              onChange={
                onChange === undefined
                  ? undefined
                  : (params) => {
                      replace(index, { ...rule, params });
                    }
              }
              onRemove={
                onChange === undefined
                  ? undefined
                  : () => {
                      replace(index, null);
                    }
              }
            />
          ))}
        </Stack>
      ))}
      {unknown.length > 0 && (
        <Alert color="gray" variant="light" title="Rules this version of the app does not know">
          <Text size="sm">{unknown.map(({ rule }) => rule.id).join(', ')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
