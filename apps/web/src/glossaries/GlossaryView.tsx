// One glossary: its details, its terms, and for the owner the ways to change them (a term at a time, or a
// CSV import). Every change saves the whole term list with one PATCH. Public glossaries are read-only.
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { Glossary, GlossaryTermInput } from '@wtt/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUpdateGlossary } from '../api/glossaries.ts';
import { PATHS } from '../routes/paths.ts';
import { CsvImport } from './CsvImport.tsx';
import { GlossaryDetails } from './GlossaryDetails.tsx';
import { TermDialog } from './TermDialog.tsx';
import { TermTable } from './TermTable.tsx';
import { withTerm, withoutTerm } from './termValidation.ts';

export const NO_TERMS_OWN =
  'No terms yet. Add the words your texts must use, avoid or spell exactly, one at a time or from a CSV file.';
export const NO_TERMS_PUBLIC = 'No terms yet.';

export function GlossaryView({ glossary }: { glossary: Glossary }) {
  const own = !glossary.publicObject;
  const update = useUpdateGlossary();
  const [termTarget, setTermTarget] = useState<'new' | number | null>(null);
  const [removingIndex, setRemovingIndex] = useState<number | null>(null);

  const saveTerms = (terms: GlossaryTermInput[], done: () => void) => {
    update.mutate({ id: glossary.id, patch: { terms } }, { onSuccess: done });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Group>
        <Button component={Link} to={PATHS.libraryGlossaries} variant="subtle" size="compact-sm">
          ← All glossaries
        </Button>
      </Group>
      <GlossaryDetails glossary={glossary} />
      {!own && (
        <Alert
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title="Read-only"
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
        >
          Write the Tone provides this public glossary; it cannot be changed. A guide rule can still use it,
          or create a glossary of your own to keep your terms.
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-label="Terms">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            Terms ({glossary.terms.length})
          </Title>
          {own && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                setTermTarget('new');
              }}
            >
              Add term
            </Button>
          )}
        </Group>
        {own && <CsvImport terms={glossary.terms} saving={update.isPending} onImport={saveTerms} />}
        <TermTable
          terms={glossary.terms}
          emptyText={own ? NO_TERMS_OWN : NO_TERMS_PUBLIC}
          removingIndex={removingIndex}
          {...(own
            ? {
                onEdit: (index: number) => {
                  setTermTarget(index);
                },
                onRemove: (index: number) => {
                  setRemovingIndex(index);
                  update.mutate(
                    { id: glossary.id, patch: { terms: withoutTerm(glossary.terms, index) } },
                    {
                      onSettled: () => {
                        setRemovingIndex(null);
                      },
                    },
                  );
                },
              }
            : {})}
        />
      </Stack>
      <TermDialog
        target={termTarget}
        terms={glossary.terms}
        saving={update.isPending}
        onClose={() => {
          setTermTarget(null);
        }}
        onSave={(entry, index) => {
          saveTerms(withTerm(glossary.terms, entry, index), () => {
            setTermTarget(null);
          });
        }}
      />
    </Stack>
  );
}
