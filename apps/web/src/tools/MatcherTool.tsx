// The matcher: a text checked against a guide, with its score, what costs the most, what to fix, and
// the text read-only with every finding highlighted. Picking a sentence or finding in the report shows it
// in the text.
import { Grid, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { MatchInput } from '../api/checking.ts';
import { checkErrorMessage, useMatch } from '../api/checking.ts';
import { CopyReportButton } from '../checking/CopyReportButton.tsx';
import type { TextRange } from '../checking/highlightSegments.ts';
import { HighlightedText } from '../checking/HighlightedText.tsx';
import { MatchReport } from '../checking/MatchReport.tsx';
import { matchReportMarkdown } from '../checking/reportMarkdown.ts';
import { useRuleNames } from '../checking/useRuleNames.ts';
import { CheckTextForm } from './CheckTextForm.tsx';
import { ResultError, ResultLoading, ResultPlaceholder } from '../checking/ResultStates.tsx';
import { useGuideName } from './useGuideName.ts';

export function MatcherTool() {
  const [request, setRequest] = useState<MatchInput | null>(null);
  const [selection, setSelection] = useState<TextRange | null>(null);
  const match = useMatch(request);
  const guideName = useGuideName(request?.toneOfVoiceId);
  const ruleNameOf = useRuleNames();
  const selectRange = (from: number, to: number) => setSelection({ from, to });

  return (
    <Stack gap="xl">
      <CheckTextForm
        guideRequired
        submitLabel="Check against the guide"
        busy={match.isFetching}
        onRun={({ text, format, toneOfVoiceId }) => {
          if (toneOfVoiceId === null) return;
          setSelection(null);
          setRequest({ text, format, toneOfVoiceId });
        }}
      />
      <Stack gap="md" component="section" aria-label="Match result">
        {request === null ? (
          <ResultPlaceholder>
            Paste a text or open a file, pick a guide and press “Check against the guide” to see its score,
            what costs the most points, and every finding highlighted in the text.
          </ResultPlaceholder>
        ) : match.isPending ? (
          <ResultLoading>Checking the text…</ResultLoading>
        ) : match.isError ? (
          <ResultError title="The text could not be checked" message={checkErrorMessage(match.error)} />
        ) : (
          <>
            <Group justify="space-between">
              <Title order={2} size="h3">
                {guideName === undefined ? 'Result' : `Result for ${guideName}`}
              </Title>
              <CopyReportButton
                markdown={() =>
                  matchReportMarkdown(match.data, { text: request.text, guideName, ruleNameOf })
                }
              />
            </Group>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <MatchReport
                  report={match.data}
                  text={request.text}
                  ruleNameOf={ruleNameOf}
                  onSelectRange={selectRange}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap="xs" component="section" aria-label="Highlighted text">
                  <Title order={3} size="h5">
                    The text with its findings
                  </Title>
                  <HighlightedText
                    text={request.text}
                    findings={match.data.findings}
                    ruleNameOf={ruleNameOf}
                    selection={selection}
                  />
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Stack>
  );
}
