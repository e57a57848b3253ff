// Import from a CSV file: the browser reads it with the engine's parser and shows what was read and what
// was rejected (with the reason per line) before anything is saved; the user confirms the merge.
import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import type { GlossaryTermInput } from '@wtt/contract';
import { useRef, useState } from 'react';
import { buildCsvPreview, mergeTerms, type CsvPreview } from './csvPreview.ts';
import { CsvPreviewDialog } from './CsvPreviewDialog.tsx';
import { parseCsvFile } from './loadCsvParser.ts';

/** Far above any real glossary (5,000 terms of 200 characters), yet small enough to read at once. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;
export const CSV_TOO_LARGE = 'The file is larger than 2 MB. Split it into smaller files.';
export const CSV_UNREADABLE = 'The file could not be read. Save it as CSV (UTF-8) and try again.';

export interface CsvImportProps {
  terms: readonly GlossaryTermInput[];
  saving: boolean;
  /** Saves the merged list; `done` runs once it is saved. */
  onImport: (terms: GlossaryTermInput[], done: () => void) => void;
}

export function CsvImport({ terms, saving, onImport }: CsvImportProps) {
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Clears the file input, so picking the same file again (after fixing it) reads it again.
  const resetInput = useRef<() => void>(null);

  const read = async (file: File | null) => {
    if (file === null) return;
    setProblem(null);
    if (file.size > MAX_CSV_BYTES) {
      setProblem(CSV_TOO_LARGE);
      return;
    }
    setReading(true);
    try {
      setPreview(buildCsvPreview(file.name, await parseCsvFile(file), terms));
    } catch {
      setProblem(CSV_UNREADABLE);
    } finally {
      setReading(false);
      resetInput.current?.();
    }
  };

  return (
    <>
      <Group gap="sm" align="center">
        <FileButton
          onChange={(file) => void read(file)}
          accept=".csv,text/csv,text/plain"
          resetRef={resetInput}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={reading}
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              Import CSV
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          Columns: term, suggestions (separated by | or ;), note. You see what was read before it is saved.
        </Text>
      </Group>
      {problem !== null && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Import not possible"
          styles={{ label: { color: 'var(--mantine-color-text)' } }}
          role="alert"
        >
          {problem}
        </Alert>
      )}
      <CsvPreviewDialog
        preview={preview}
        saving={saving}
        onCancel={() => {
          setPreview(null);
        }}
        onConfirm={() => {
          if (preview === null) return;
          onImport(mergeTerms(terms, preview.read), () => {
            setPreview(null);
          });
        }}
      />
    </>
  );
}
