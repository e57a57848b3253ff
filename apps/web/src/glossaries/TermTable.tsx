// The glossary's terms with their suggestions and notes; the owner gets an edit and a remove button per
// row.
import { ActionIcon, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { GlossaryTermInput } from '@wtt/contract';

export interface TermTableProps {
  terms: readonly GlossaryTermInput[];
  /** Present when the user may change the terms. */
  onEdit?: (index: number) => void;
  onRemove?: (index: number) => void;
  /** The row whose removal is being saved. */
  removingIndex?: number | null;
  emptyText: string;
}

export function TermTable({ terms, onEdit, onRemove, removingIndex = null, emptyText }: TermTableProps) {
  if (terms.length === 0) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="empty-state">
        <Text size="sm">{emptyText}</Text>
      </Paper>
    );
  }
  const editable = onEdit !== undefined || onRemove !== undefined;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" aria-label="Terms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Term</Table.Th>
            <Table.Th scope="col">Suggestions</Table.Th>
            <Table.Th scope="col">Note</Table.Th>
            {editable && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((term, index) => (
            <Table.Tr key={`${term.term}-${index}`}>
              <Table.Td fw={600}>{term.term}</Table.Td>
              <Table.Td>{(term.suggestions ?? []).join(', ')}</Table.Td>
              <Table.Td>{term.note ?? ''}</Table.Td>
              {editable && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {onEdit !== undefined && (
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Edit term ${term.term}`}
                        onClick={() => {
                          onEdit(index);
                        }}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    )}
                    {onRemove !== undefined && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Remove term ${term.term}`}
                        loading={removingIndex === index}
                        onClick={() => {
                          onRemove(index);
                        }}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
