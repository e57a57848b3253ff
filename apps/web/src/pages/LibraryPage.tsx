import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { UnfinishedNotice } from '../components/UnfinishedNotice.tsx';
import { LIBRARY_SECTIONS, PATHS, isLibrarySection } from '../routes/paths.ts';

const SECTION_LABELS = { guides: 'Guides', glossaries: 'Glossaries', prompts: 'Prompts' } as const;

/** The library with its three sections; the lists themselves come with the library issue. */
export function LibraryPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const current = isLibrarySection(section) ? section : 'guides';
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Library</Title>
      <Tabs
        value={current}
        onChange={(value) => {
          if (value !== null) void navigate(`${PATHS.library}/${value}`);
        }}
      >
        <Tabs.List>
          {LIBRARY_SECTIONS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {SECTION_LABELS[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LIBRARY_SECTIONS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            <UnfinishedNotice>
              The list of {SECTION_LABELS[name].toLowerCase()} is not built yet.
            </UnfinishedNotice>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
