// A choice among codes ("Not set" first) and, for OTHER, a text field for the user's own words: the
// profile's position and priority.
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';

const NOT_SET = '';

export function ChoiceWithOther<Code extends string>({
  label,
  otherLabel,
  codes,
  labels,
  code,
  text,
  textError,
  onCode,
  onText,
}: {
  label: string;
  otherLabel: string;
  codes: readonly Code[];
  labels: Record<Code, string>;
  code: Code | null;
  text: string;
  textError: string | undefined;
  onCode: (code: Code | null) => void;
  onText: (text: string) => void;
}) {
  const data = [
    { value: NOT_SET, label: 'Not set' },
    ...codes.map((value) => ({ value, label: labels[value] })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        label={label}
        data={data}
        value={code ?? NOT_SET}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onCode(codes.find((candidate) => candidate === chosen) ?? null);
        }}
      />
      {code === 'OTHER' && (
        <TextInput
          label={otherLabel}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          error={textError}
        />
      )}
    </SimpleGrid>
  );
}
