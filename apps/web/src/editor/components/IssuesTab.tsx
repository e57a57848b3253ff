// The Issues tab: every shown finding grouped by category with counts; picking one selects it in the text
// and scrolls to it.
import { Badge, Box, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { findCategoryStyle, highlightClass } from '../../checking/categoryStyles.ts';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { groupByCategory, orderedCategories } from './issueGroups.ts';
import classes from './IssuesTab.module.css';

interface IssuesTabProps {
  findings: readonly EditorFinding[];
  activeKey: string | null;
  ruleName: (ruleId: string) => string;
  textOf: (finding: EditorFinding) => string;
  onPick: (finding: EditorFinding) => void;
  emptyText: string;
}

/** Listed at first per category: a text full of issues stays quick to re-render on every check. */
export const ISSUES_LISTED_AT_FIRST = 50;

function underlineOf(category: string): string {
  return findCategoryStyle(category)?.underlineLabel ?? 'grey underline';
}

export function IssuesTab({ findings, activeKey, ruleName, textOf, onPick, emptyText }: IssuesTabProps) {
  const [listed, setListed] = useState<Readonly<Record<string, number>>>({});
  if (findings.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="issues-empty">
        {emptyText}
      </Text>
    );
  }
  const groups = groupByCategory(findings);
  return (
    <Stack gap="md">
      {orderedCategories(groups).map((category) => {
        const items = groups.get(category) ?? [];
        const limit = listed[category] ?? ISSUES_LISTED_AT_FIRST;
        const more = Math.min(items.length - limit, ISSUES_LISTED_AT_FIRST);
        return (
          <Box component="section" key={category} aria-label={`${category}: ${items.length}`}>
            <Group gap="xs" mb={6} wrap="nowrap">
              <Title order={3} size="h6">
                <span className={highlightClass(category)}>{category}</span>
              </Title>
              <Badge size="sm" variant="light" color="gray" aria-label={`${items.length} issues`}>
                {items.length}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mb={4}>
              Shown with a {underlineOf(category)}
            </Text>
            <Stack gap={4} component="ul" className={classes.list}>
              {items.slice(0, limit).map((finding) => (
                <li key={finding.key}>
                  <UnstyledButton
                    className={classes.item}
                    data-active={finding.key === activeKey || undefined}
                    onClick={() => onPick(finding)}
                  >
                    <Text size="sm" fw={600} lineClamp={1}>
                      “{textOf(finding)}”
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {ruleName(finding.ruleId)}: {finding.message}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
            {more > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                onClick={() => setListed((current) => ({ ...current, [category]: limit + more }))}
              >
                Show {more} more of {items.length - limit}
              </Button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
