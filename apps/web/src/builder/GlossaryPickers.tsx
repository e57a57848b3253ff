// The builder's three optional glossaries (spec section 3): which terms the samples avoid, which they
// must use, and which names they spell exactly.
import { Select, SimpleGrid } from '@mantine/core';
import { useGlossaryList } from '../api/glossaries.ts';
import type { GlossaryField } from './builderForm.ts';
import { glossaryOptions } from './glossaryOptions.ts';

const PICKERS: readonly { field: GlossaryField; label: string; description: string }[] = [
  {
    field: 'forbiddenTermsGlossaryId',
    label: 'Forbidden terms',
    description: 'Words your texts must not use.',
  },
  {
    field: 'requiredTermsGlossaryId',
    label: 'Required terms',
    description: 'Words your texts must use.',
  },
  {
    field: 'exactSpellingGlossaryId',
    label: 'Exact spelling',
    description: 'Names that must be spelt exactly so.',
  },
];

interface GlossaryPickersProps {
  values: Record<GlossaryField, string | null>;
  onChange: (field: GlossaryField, id: string | null) => void;
  disabled: boolean;
}

export function GlossaryPickers({ values, onChange, disabled }: GlossaryPickersProps) {
  const list = useGlossaryList();
  const options = glossaryOptions(list.data ?? []);
  const placeholder = list.isPending
    ? 'Loading glossaries…'
    : list.isError
      ? 'Glossaries could not be loaded'
      : options.length === 0
        ? 'No glossaries yet'
        : 'None';
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {PICKERS.map((picker) => (
        <Select
          key={picker.field}
          label={picker.label}
          description={picker.description}
          placeholder={placeholder}
          data={options}
          value={values[picker.field]}
          onChange={(id) => onChange(picker.field, id)}
          clearable
          searchable
          nothingFoundMessage="No glossary has this name"
          disabled={disabled || list.isPending || options.length === 0}
        />
      ))}
    </SimpleGrid>
  );
}
