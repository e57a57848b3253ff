import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PATHS, TOOLS, isTool } from '../routes/paths.ts';
import { AnalyzerTool } from '../tools/AnalyzerTool.tsx';
import { MatcherTool } from '../tools/MatcherTool.tsx';

const TOOL_LABELS = { matcher: 'Matcher', analyzer: 'Analyzer' } as const;

/** The matcher and the analyzer: a text pasted or opened from a file, checked read-only. */
export function ToolsPage() {
  const { tool } = useParams();
  const navigate = useNavigate();
  const current = isTool(tool) ? tool : 'matcher';
  return (
    <Stack gap="lg" maw={1280}>
      <Stack gap={4}>
        <Title order={1}>Tools</Title>
        <Text c="dimmed">
          Check a text against a guide with the matcher, or measure its readability and tone with the
          analyzer.
        </Text>
      </Stack>
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
        <Tabs.Panel value="matcher" pt="lg">
          {current === 'matcher' && <MatcherTool />}
        </Tabs.Panel>
        <Tabs.Panel value="analyzer" pt="lg">
          {current === 'analyzer' && <AnalyzerTool />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
