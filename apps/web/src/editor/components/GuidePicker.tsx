// Picks the guide the text is checked against: the guides the user may read (predefined, own, shared).
import { Select } from '@mantine/core';
import { useGuideList } from '../../api/guides.ts';

interface GuidePickerProps {
  value: string | null;
  onChange: (id: string) => void;
}

export function GuidePicker({ value, onChange }: GuidePickerProps) {
  const guides = useGuideList();
  const usable = (guides.data ?? []).filter((guide) => !guide.disabled || guide.id === value);
  const data = usable.map((guide) => ({
    value: guide.id,
    label: guide.disabled ? `${guide.name} (disabled)` : guide.name,
  }));
  const unknown = value !== null && guides.isSuccess && !usable.some((guide) => guide.id === value);
  return (
    <Select
      label="Guide"
      placeholder={guides.isPending ? 'Loading guides…' : 'Pick a guide'}
      data={data}
      value={unknown ? null : value}
      onChange={(id) => {
        if (id !== null) onChange(id);
      }}
      searchable
      nothingFoundMessage="No guide has that name"
      allowDeselect={false}
      disabled={guides.isPending}
      error={
        guides.isError
          ? 'The guides could not be loaded.'
          : unknown
            ? 'This guide does not exist or is not yours to read. Pick another.'
            : undefined
      }
      w={320}
      maw="100%"
    />
  );
}
