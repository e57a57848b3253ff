// One key question: a choice as radio buttons, or a glossary picker (no glossary is a valid answer).
import { Radio, Select, Stack } from '@mantine/core';
import type { WizardQuestion } from '@wtt/contract';
import type { GlossaryChoiceGroup } from '../guides/glossaryChoices.ts';

export function QuestionField({
  question,
  value,
  glossaries,
  onChange,
}: {
  question: WizardQuestion;
  value: string | null;
  glossaries: GlossaryChoiceGroup[];
  onChange: (value: string | null) => void;
}) {
  if (question.type === 'glossary') {
    return (
      <Select
        label={question.text}
        description={question.help}
        placeholder={glossaries.length === 0 ? 'You have no glossaries yet' : 'No glossary'}
        data={glossaries}
        value={value}
        clearable
        searchable
        nothingFoundMessage="No glossary has that name"
        maw={420}
        onChange={onChange}
      />
    );
  }
  return (
    <Radio.Group label={question.text} description={question.help} value={value ?? ''} onChange={onChange}>
      <Stack gap={6} mt="xs">
        {question.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
