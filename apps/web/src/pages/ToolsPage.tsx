import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { UnfinishedNotice } from '../components/UnfinishedNotice.tsx';
import { PATHS, TOOLS, isTool } from '../routes/paths.ts';

const TOOL_LABELS = { matcher: 'Matcher', analyzer: 'Analyzer' } as const;

/** The matcher and the analyzer; both come with the tools issue. */
export function ToolsPage() {
  const { tool } = useParams();
  const navigate = useNavigate();
  const current = isTool(tool) ? tool : 'matcher';
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Tools</Title>
      <Tabs
        value={current}
        onChange={(value) => {
          if (value !== null) void navigate(`${PATHS.tools}/${value}`);
        }}
      >
        <Tabs.List>
          {TOOLS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {TOOL_LABELS[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TOOLS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="lg">
            <UnfinishedNotice>The {TOOL_LABELS[name].toLowerCase()} is not built yet.</UnfinishedNotice>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
