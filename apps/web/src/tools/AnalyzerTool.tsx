// The analyzer: a text's counts, readability, passive share, emotionality, formality and tone, with the
// sentences that drive each; with a guide also its match. Picking a sentence shows it in the text.
import { Divider, Grid, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { AnalyzeInput } from '../api/checking.ts';
import { checkErrorMessage, useAnalyze } from '../api/checking.ts';
import { AnalyzeReport } from '../checking/AnalyzeReport.tsx';
import { CopyReportButton } from '../checking/CopyReportButton.tsx';
import type { TextRange } from '../checking/highlightSegments.ts';
import { HighlightedText } from '../checking/HighlightedText.tsx';
import { MatchReport } from '../checking/MatchReport.tsx';
import { analysisReportMarkdown } from '../checking/reportMarkdown.ts';
import { useRuleNames } from '../checking/useRuleNames.ts';
import { CheckTextForm } from './CheckTextForm.tsx';
import { ResultError, ResultLoading, ResultPlaceholder } from '../checking/ResultStates.tsx';
import { useGuideName } from './useGuideName.ts';

const NO_FINDINGS = [] as const;

export function AnalyzerTool() {
  const [request, setRequest] = useState<AnalyzeInput | null>(null);
  const [selection, setSelection] = useState<TextRange | null>(null);
  const analysis = useAnalyze(request);
  const guideName = useGuideName(request?.toneOfVoiceId);
  const ruleNameOf = useRuleNames();
  const selectRange = (from: number, to: number) => setSelection({ from, to });

  return (
    <Stack gap="xl">
      <CheckTextForm
        guideRequired={false}
        submitLabel="Analyze the text"
        busy={analysis.isFetching}
        onRun={({ text, format, toneOfVoiceId }) => {
          setSelection(null);
          setRequest(toneOfVoiceId === null ? { text, format } : { text, format, toneOfVoiceId });
        }}
      />
      <Stack gap="md" component="section" aria-label="Analysis result">
        {request === null ? (
          <ResultPlaceholder>
            Paste a text or open a file and press “Analyze the text” to see its readability, passive share,
            emotionality, formality and tone, with the sentences behind each. Pick a guide to add its score.
          </ResultPlaceholder>
        ) : analysis.isPending ? (
          <ResultLoading>Analyzing the text…</ResultLoading>
        ) : analysis.isError ? (
          <ResultError title="The text could not be analyzed" message={checkErrorMessage(analysis.error)} />
        ) : (
          <>
            <Group justify="space-between">
              <Title order={2} size="h3">
                Analysis
              </Title>
              <CopyReportButton
                markdown={() =>
                  analysisReportMarkdown(analysis.data, { text: request.text, guideName, ruleNameOf })
                }
              />
            </Group>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <AnalyzeReport report={analysis.data} onSelectRange={selectRange} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap="md">
                  {analysis.data.match !== undefined && (
                    <Stack gap="xs" component="section" aria-label="Match">
                      <Title order={3} size="h5">
                        {guideName === undefined ? 'Match' : `Match against ${guideName}`}
                      </Title>
                      <MatchReport
                        report={analysis.data.match}
                        text={request.text}
                        ruleNameOf={ruleNameOf}
                        onSelectRange={selectRange}
                      />
                      <Divider />
                    </Stack>
                  )}
                  <Stack gap="xs" component="section" aria-label="Analyzed text">
                    <Title order={3} size="h5">
                      The text
                    </Title>
                    <HighlightedText
                      text={request.text}
                      findings={analysis.data.match?.findings ?? NO_FINDINGS}
                      ruleNameOf={ruleNameOf}
                      selection={selection}
                    />
                  </Stack>
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Stack>
  );
}
