// The preview of a CSV import: the terms read (new or replacing one already in the glossary) and the
// lines rejected with their reasons. Nothing is saved until the user confirms.
import { Alert, Badge, Button, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CsvPreview } from './csvPreview.ts';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

export interface CsvPreviewDialogProps {
  preview: CsvPreview | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function CsvPreviewDialog({ preview, saving, onCancel, onConfirm }: CsvPreviewDialogProps) {
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title="Import terms from CSV"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {preview !== null && (
        <Stack gap="lg">
          <Text>
            From <strong>{preview.fileName}</strong>: {plural(preview.read.length, 'term', 'terms')} read,{' '}
            {plural(preview.rejected.length, 'problem', 'problems')}. Nothing is saved until you confirm.
          </Text>
          <Stack gap="xs" component="section" aria-label="Terms read">
            <Title order={2} size="h4">
              Terms read
            </Title>
            {preview.read.length === 0 ? (
              <Text size="sm">No term could be read from this file.</Text>
            ) : (
              <Table.ScrollContainer minWidth={480} mah={320}>
                <Table withTableBorder striped aria-label="Terms read from the file">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Term</Table.Th>
                      <Table.Th scope="col">Suggestions</Table.Th>
                      <Table.Th scope="col">Note</Table.Th>
                      <Table.Th scope="col">In the glossary</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.read.map(({ entry, replaces }) => (
                      <Table.Tr key={entry.term}>
                        <Table.Td fw={600}>{entry.term}</Table.Td>
                        <Table.Td>{(entry.suggestions ?? []).join(', ')}</Table.Td>
                        <Table.Td>{entry.note ?? ''}</Table.Td>
                        <Table.Td>
                          <Badge
                            variant="light"
                            color={replaces ? 'yellow' : 'green'}
                            c="var(--mantine-color-text)"
                          >
                            {replaces ? 'Replaces' : 'New'}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
          {preview.rejected.length > 0 && (
            <Stack gap="xs" component="section" aria-label="Rejected lines">
              <Title order={2} size="h4">
                Lines not imported or read with a warning
              </Title>
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                styles={{ message: { color: 'var(--mantine-color-text)' } }}
              >
                <List size="sm" spacing={4}>
                  {preview.rejected.map((rejected, index) => (
                    <List.Item key={`${rejected.line ?? 'file'}-${index}`}>
                      {rejected.line === null ? rejected.reason : `Line ${rejected.line}: ${rejected.reason}`}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onConfirm} loading={saving} disabled={preview.read.length === 0}>
              {`Add ${plural(preview.read.length, 'term', 'terms')} to the glossary`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
