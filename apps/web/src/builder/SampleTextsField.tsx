// The builder's sample texts: pasted into a list of text areas (add and remove), or read from uploaded
// .txt and .md files, each file one entry that can still be edited.
import { ActionIcon, Button, FileButton, Group, List, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { SampleText } from './builderForm.ts';
import { newSample } from './builderForm.ts';
import { SAMPLE_FILE_ACCEPT, readSampleFiles } from './readSampleFiles.ts';

interface SampleTextsFieldProps {
  samples: SampleText[];
  onChange: (samples: SampleText[]) => void;
  /** About one sample, by its key. */
  sampleErrors: Record<string, string>;
  /** About the samples as a whole. */
  error: string | undefined;
  disabled: boolean;
}

const sampleLabel = (index: number): string => `Sample text ${index + 1}`;

export function SampleTextsField({
  samples,
  onChange,
  sampleErrors,
  error,
  disabled,
}: SampleTextsFieldProps) {
  const [rejected, setRejected] = useState<string[]>([]);
  const [reading, setReading] = useState(false);

  const update = (key: string, text: string): void => {
    onChange(samples.map((sample) => (sample.key === key ? { ...sample, text } : sample)));
  };

  const upload = async (files: File[]): Promise<void> => {
    if (files.length === 0) return;
    setReading(true);
    try {
      const read = await readSampleFiles(files);
      const added = read.flatMap((entry) => ('text' in entry ? [newSample(entry.text, entry.fileName)] : []));
      setRejected(read.flatMap((entry) => ('error' in entry ? [entry.error] : [])));
      // A blank entry the user never typed into gives way to the files.
      const kept = samples.filter((sample) => sample.text.trim() !== '' || sample.fileName !== null);
      if (added.length > 0) onChange([...kept, ...added]);
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="sm">
      {samples.map((sample, index) => (
        <Group key={sample.key} align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            label={sampleLabel(index)}
            description={sample.fileName === null ? undefined : `Read from ${sample.fileName}`}
            placeholder="Paste a text written the way your team should write…"
            value={sample.text}
            onChange={(event) => update(sample.key, event.currentTarget.value)}
            error={sampleErrors[sample.key]}
            autosize
            minRows={4}
            maxRows={12}
            disabled={disabled}
          />
          {samples.length > 1 && (
            <Tooltip label={`Remove ${sampleLabel(index).toLowerCase()}`}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={28}
                aria-label={`Remove ${sampleLabel(index).toLowerCase()}`}
                disabled={disabled}
                onClick={() => onChange(samples.filter((other) => other.key !== sample.key))}
              >
                <IconTrash size={18} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {error !== undefined && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {rejected.length > 0 && (
        <div role="alert">
          <Text size="sm" c="red">
            These files were not added:
          </Text>
          <List size="sm" c="red">
            {rejected.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </div>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={disabled}
          onClick={() => onChange([...samples, newSample()])}
        >
          Add another text
        </Button>
        <FileButton onChange={(files) => void upload(files)} accept={SAMPLE_FILE_ACCEPT} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={reading}
              disabled={disabled}
            >
              Upload .txt or .md files
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
