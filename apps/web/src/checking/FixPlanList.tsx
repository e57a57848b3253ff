// "Fix these to reach N": the fewest rules, costliest first, whose findings fixed lift the score to the
// next milestone, with the score after each and every finding to fix.
import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { FixPlan } from './fixPlan.ts';
import type { SelectRange } from './RangeButton.tsx';
import { RangeButton } from './RangeButton.tsx';
import type { RuleNameOf } from './ruleNames.ts';
import { excerpt } from './textPosition.ts';

const MAX_FINDINGS_PER_RULE = 8;

export interface FixPlanListProps {
  plan: FixPlan;
  text: string;
  ruleNameOf: RuleNameOf;
  onSelectRange?: SelectRange;
}

export function FixPlanList({ plan, text, ruleNameOf, onSelectRange }: FixPlanListProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Fix these to reach {plan.target}
      </Title>
      <Stack gap="sm" component="ol" m={0} pl="lg">
        {plan.steps.map((step) => {
          const name = ruleNameOf(step.rule.id);
          const shown = step.findings.slice(0, MAX_FINDINGS_PER_RULE);
          const more = step.findings.length - shown.length;
          return (
            <li key={step.rule.id}>
              <Text size="sm">
                <Text span fw={600}>
                  {name}
                </Text>
                : {step.rule.findings} {step.rule.findings === 1 ? 'finding' : 'findings'}, then the score is{' '}
                <Text span fw={600}>
                  {step.scoreAfter}
                </Text>
              </Text>
              {shown.length > 0 && (
                <Group gap={8} mt={2} component="ul" p={0} style={{ listStyle: 'none' }}>
                  {shown.map((finding) => {
                    const found = excerpt(text, finding.from, finding.to, 40) || name;
                    return (
                      <Text
                        component="li"
                        size="sm"
                        key={`${finding.from}-${finding.to}-${finding.methodName}`}
                      >
                        <RangeButton
                          from={finding.from}
                          to={finding.to}
                          onSelectRange={onSelectRange}
                          label={`Show in the text: ${found} (${finding.message})`}
                        >
                          “{found}”
                        </RangeButton>
                      </Text>
                    );
                  })}
                  {more > 0 && (
                    <Text component="li" size="sm" c="dimmed">
                      and {more} more
                    </Text>
                  )}
                </Group>
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
