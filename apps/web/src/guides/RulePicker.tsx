// The rule catalogue to pick from (GET /rules), by category, with a search box: picking a rule shows
// what it checks and its good and bad examples, and a button that adds it.
import {
  Badge,
  Button,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { RuleInfo } from '@wtt/contract';
import { useState } from 'react';
import { RuleExamples } from './RuleExamples.tsx';
import { groupCatalogue, RULE_CATEGORIES, type RuleCategory } from './ruleGroups.ts';
import { paramFields } from './ruleParams.ts';

export interface RulePickerProps {
  catalogue: readonly RuleInfo[];
  /** Ids of the rules already chosen: they are marked and not added twice. */
  chosen: ReadonlySet<string>;
  onAdd: (info: RuleInfo) => void;
}

export function RulePicker({ catalogue, chosen, onAdd }: RulePickerProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<RuleCategory>(RULE_CATEGORIES[0] ?? 'Choice of Words');
  const [pickedId, setPickedId] = useState<string | null>(null);
  const groups = groupCatalogue(catalogue, search);
  const searching = search.trim() !== '';
  const shown = searching
    ? groups.flatMap((group) => group.items)
    : (groups.find((group) => group.category === category)?.items ?? []);
  const picked = catalogue.find((info) => info.id === pickedId) ?? null;

  const ruleList = (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack gap={2} role="list" aria-label="Rules">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            No rule matches “{search.trim()}”.
          </Text>
        )}
        {shown.map((info) => (
          <div role="listitem" key={info.id}>
            <NavLink
              component="button"
              type="button"
              label={info.name}
              description={searching ? info.category : undefined}
              active={info.id === pickedId}
              aria-current={info.id === pickedId ? 'true' : undefined}
              rightSection={
                chosen.has(info.id) ? (
                  <Badge size="xs" variant="light" c="var(--mantine-color-text)">
                    Added
                  </Badge>
                ) : undefined
              }
              onClick={() => {
                setPickedId(info.id);
              }}
            />
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label="Search rules"
        placeholder="Name or what it checks"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maw={420}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
      />
      {!searching && (
        <Tabs
          value={category}
          onChange={(value) => {
            const next = RULE_CATEGORIES.find((known) => known === value);
            if (next !== undefined) setCategory(next);
          }}
        >
          <Tabs.List>
            {groups.map((group) => (
              <Tabs.Tab key={group.category} value={group.category}>
                {group.category} ({group.items.length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ruleList}
        <PickedRule picked={picked} added={picked !== null && chosen.has(picked.id)} onAdd={onAdd} />
      </SimpleGrid>
    </Stack>
  );
}

function PickedRule({
  picked,
  added,
  onAdd,
}: {
  picked: RuleInfo | null;
  added: boolean;
  onAdd: (info: RuleInfo) => void;
}) {
  if (picked === null) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          Pick a rule on the left to see what it checks, with examples.
        </Text>
      </Paper>
    );
  }
  const settings = paramFields(picked);
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={`About ${picked.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{picked.name}</Text>
            <Text size="xs" c="dimmed">
              {picked.category}
            </Text>
          </Stack>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={added}
            onClick={() => {
              onAdd(picked);
            }}
          >
            {added ? 'Added' : `Add ${picked.name}`}
          </Button>
        </Group>
        <Text size="sm">{picked.description}</Text>
        {settings.length > 0 && (
          <Text size="sm" c="dimmed">
            Settings: {settings.map((field) => field.label).join(' · ')}
          </Text>
        )}
        <RuleExamples info={picked} />
      </Stack>
    </Paper>
  );
}
