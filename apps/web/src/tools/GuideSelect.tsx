// Picks a guide the user may read: the predefined ones, their own and those shared with them, grouped as
// in the library. Disabled guides are left out: a disabled guide checks nothing.
import { Select } from '@mantine/core';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGuideList } from '../api/guides.ts';
import { sessionQuery } from '../api/session.ts';
import { groupGuides } from '../library/guideGroups.ts';

export interface GuideSelectProps {
  value: string | null;
  onChange: (guideId: string | null) => void;
  /** The matcher needs a guide; the analyzer's is optional. */
  required: boolean;
  error?: string;
}

export function GuideSelect({ value, onChange, required, error }: GuideSelectProps) {
  const guides = useGuideList();
  const session = useQuery(sessionQuery());
  const myEmail = session.data?.identity.traits.email ?? null;
  const groups = useMemo((): ComboboxItemGroup<ComboboxItem>[] => {
    const enabled = (guides.data ?? []).filter((guide) => !guide.disabled);
    const { predefined, mine, sharedWithMe } = groupGuides(enabled, myEmail);
    const item = (guide: { id: string; name: string }) => ({ value: guide.id, label: guide.name });
    return [
      { group: 'My guides', items: mine.map(item) },
      { group: 'Shared with me', items: sharedWithMe.map(({ guide }) => item(guide)) },
      { group: 'Predefined guides', items: predefined.map(item) },
    ].filter((group) => group.items.length > 0);
  }, [guides.data, myEmail]);
  return (
    <Select
      label="Guide"
      description={
        required ? 'The guide to check the text against.' : 'Optional: adds the match against a guide.'
      }
      placeholder={guides.isPending ? 'Loading guides…' : 'Pick a guide'}
      data={groups}
      value={value}
      onChange={onChange}
      searchable
      clearable={!required}
      withAsterisk={required}
      nothingFoundMessage="No guide has this name"
      error={error ?? (guides.isError ? 'The guides could not be loaded.' : undefined)}
      disabled={guides.isError}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
