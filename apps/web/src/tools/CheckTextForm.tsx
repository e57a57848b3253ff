// What both tools ask for: a text (pasted, or read from a .txt, .md or .html file, whose extension sets
// the format), its format, a guide, and a button that runs the check. Problems are said beside the field
// they concern, before anything is sent.
import { Button, FileButton, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { CheckedTextFormat } from '../api/checking.ts';
import { tooLongMessage } from '../api/checking.ts';
import { GuideSelect } from './GuideSelect.tsx';
import { ACCEPTED_FILES, FORMAT_LABELS, MAX_FILE_BYTES, formatFromFileName } from './textFormat.ts';

export interface CheckTextRequest {
  text: string;
  format: CheckedTextFormat;
  toneOfVoiceId: string | null;
}

export interface CheckTextFormProps {
  guideRequired: boolean;
  submitLabel: string;
  busy: boolean;
  onRun: (request: CheckTextRequest) => void;
}

interface FormErrors {
  text?: string;
  guide?: string;
  file?: string;
}

const FORMAT_OPTIONS = (Object.keys(FORMAT_LABELS) as CheckedTextFormat[]).map((format) => ({
  value: format,
  label: FORMAT_LABELS[format],
}));

export function CheckTextForm({ guideRequired, submitLabel, busy, onRun }: CheckTextFormProps) {
  const [text, setText] = useState('');
  const [format, setFormat] = useState<CheckedTextFormat>('plain');
  const [guideId, setGuideId] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  const openFile = (file: File | null) => {
    if (file === null) return;
    const fileFormat = formatFromFileName(file.name);
    if (fileFormat === null) {
      setErrors({ file: `“${file.name}” is not a .txt, .md or .html file.` });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setErrors({ file: `“${file.name}” is too large to check at once. Check it in parts.` });
      return;
    }
    file.text().then(
      (content) => {
        setText(content);
        setFormat(fileFormat);
        setFileName(file.name);
        setErrors({});
      },
      () => setErrors({ file: `“${file.name}” could not be read.` }),
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (text.trim() === '') found.text = 'Paste a text or open a file.';
    else {
      const tooLong = tooLongMessage(text);
      if (tooLong !== null) found.text = tooLong;
    }
    if (guideRequired && guideId === null) found.guide = 'Pick a guide.';
    setErrors(found);
    if (found.text === undefined && found.guide === undefined) {
      onRun({ text, format, toneOfVoiceId: guideId });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Text to check">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <FileButton onChange={openFile} accept={ACCEPTED_FILES}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
                Open a .txt, .md or .html file
              </Button>
            )}
          </FileButton>
          {fileName !== null && (
            <Text size="sm" c="dimmed" data-testid="opened-file">
              Opened {fileName} ({FORMAT_LABELS[format]})
            </Text>
          )}
        </Group>
        {errors.file !== undefined && (
          <Text size="sm" c="red" role="alert">
            {errors.file}
          </Text>
        )}
        <Textarea
          label="Text"
          description="Paste the text here, or open a file."
          placeholder="Paste or type the text to check…"
          autosize
          minRows={8}
          maxRows={18}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (errors.text !== undefined) setErrors({ ...errors, text: undefined });
          }}
          error={errors.text}
          withAsterisk
        />
        <Group gap="md" align="flex-start">
          <Select
            label="Format"
            description="Set from the file's extension."
            data={FORMAT_OPTIONS}
            value={format}
            allowDeselect={false}
            onChange={(value) => {
              if (value === 'plain' || value === 'markdown' || value === 'html') setFormat(value);
            }}
            w={{ base: '100%', sm: 180 }}
          />
          <GuideSelect
            value={guideId}
            onChange={(value) => {
              setGuideId(value);
              if (errors.guide !== undefined) setErrors({ ...errors, guide: undefined });
            }}
            required={guideRequired}
            error={errors.guide}
          />
        </Group>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
