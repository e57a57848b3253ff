import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { sessionQuery } from '../api/session.ts';
import { GlossaryList } from '../library/lists/GlossaryList.tsx';
import { GuideList } from '../library/lists/GuideList.tsx';
import { PromptList } from '../library/lists/PromptList.tsx';
import { LIBRARY_SECTIONS, PATHS, isLibrarySection } from '../routes/paths.ts';

const SECTION_LABELS = { guides: 'Guides', glossaries: 'Glossaries', prompts: 'Prompts' } as const;

/** The library with its three sections; only the shown section's list loads. */
export function LibraryPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const current = isLibrarySection(section) ? section : 'guides';
  const myEmail = useQuery(sessionQuery()).data?.identity.traits.email ?? null;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Library</Title>
      <Tabs
        value={current}
        keepMounted={false}
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
            {name === 'guides' && <GuideList myEmail={myEmail} />}
            {name === 'glossaries' && <GlossaryList />}
            {name === 'prompts' && <PromptList />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
