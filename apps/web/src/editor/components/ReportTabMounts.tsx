// The Match and Analyze reports (src/checking/) in the editor's side panel. A tab asks the server when it is
// shown and again once the text has rested for a moment (never per keystroke); the text is the selection
// when its trimmed text is non-empty, else all. Picking a range in a report selects it in the editor.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Editor } from '@tiptap/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { AnalyzeInput, MatchInput } from '../../api/checking.ts';
import { checkErrorMessage, tooLongMessage, useAnalyze, useMatch } from '../../api/checking.ts';
import { AnalyzeReport } from '../../checking/AnalyzeReport.tsx';
import { MatchReport } from '../../checking/MatchReport.tsx';
import { useRuleNames } from '../../checking/useRuleNames.ts';
import { ResultError, ResultLoading, ResultPlaceholder } from '../../checking/ResultStates.tsx';
import { positionAt, type ReportText } from '../core/reportText.ts';
import { useReportText } from './useReportText.ts';

/** How long the text must rest before a report is asked for again: a pause, not a keystroke. */
const REPORT_DELAY_MS = 700;

export interface ReportTabProps {
  editor: Editor;
  guideId: string | null;
}

interface Range {
  from: number;
  to: number;
}

function coveredRange(scope: ReportText): Range | null {
  const first = scope.segments[0];
  const last = scope.segments[scope.segments.length - 1];
  if (!scope.isSelection || first === undefined || last === undefined) return null;
  return { from: first.position, to: last.position + last.length };
}

/**
 * The text a report covers, settled for a moment, and how to show one of its ranges in the editor. A range
 * the report itself selected does not become the new scope: the report keeps covering what it covered.
 */
function useReportScope(editor: Editor) {
  const [settled] = useDebouncedValue(useReportText(editor), REPORT_DELAY_MS);
  const [pinned, setPinned] = useState<{ range: Range; scope: ReportText } | null>(null);
  const settledRange = coveredRange(settled);
  const scope =
    pinned !== null && settledRange?.from === pinned.range.from && settledRange.to === pinned.range.to
      ? pinned.scope
      : settled;

  const selectRange = (fromOffset: number, toOffset: number) => {
    const size = editor.state.doc.content.size;
    // The report belongs to the text sent; an edit since can only have shortened the document.
    const from = Math.min(positionAt(scope.segments, fromOffset) ?? 0, size);
    const to = Math.min(positionAt(scope.segments, toOffset) ?? from, size);
    setPinned({ range: { from, to }, scope });
    editor.chain().focus().setTextSelection({ from, to }).scrollIntoView().run();
  };
  return { scope, selectRange };
}

function ScopeLine({
  scope,
  fetching,
  onRefresh,
}: {
  scope: ReportText;
  fetching: boolean;
  onRefresh: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed" data-testid="report-scope">
        {scope.isSelection ? 'Covers the selected text.' : 'Covers the whole text.'}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={fetching}
        onClick={onRefresh}
      >
        Refresh
      </Button>
    </Group>
  );
}

/** The states every report shares before it has something to show. */
function reportGate(scope: ReportText): ReactNode {
  if (scope.text.trim() === '') {
    return <ResultPlaceholder>Write or paste some text to see the report.</ResultPlaceholder>;
  }
  const tooLong = tooLongMessage(scope.text);
  if (tooLong !== null) return <ResultError title="The text is too long" message={tooLong} />;
  return null;
}

export function MatchTabMount({ editor, guideId }: ReportTabProps) {
  const { scope, selectRange } = useReportScope(editor);
  const ruleNameOf = useRuleNames();
  const gate = reportGate(scope);
  const input: MatchInput | null =
    guideId === null || gate !== null ? null : { text: scope.text, format: 'plain', toneOfVoiceId: guideId };
  const match = useMatch(input);

  if (guideId === null) {
    return <ResultPlaceholder>Pick a guide to see how well the text matches it.</ResultPlaceholder>;
  }
  if (gate !== null) return gate;
  return (
    <Stack gap="md" aria-label="Match report" component="section">
      <ScopeLine scope={scope} fetching={match.isFetching} onRefresh={() => void match.refetch()} />
      {match.isPending ? (
        <ResultLoading>Checking the text…</ResultLoading>
      ) : match.isError ? (
        <ResultError title="The text could not be checked" message={checkErrorMessage(match.error)} />
      ) : (
        <MatchReport
          report={match.data}
          text={scope.text}
          ruleNameOf={ruleNameOf}
          onSelectRange={selectRange}
        />
      )}
    </Stack>
  );
}

export function AnalyzeTabMount({ editor, guideId }: ReportTabProps) {
  const { scope, selectRange } = useReportScope(editor);
  const gate = reportGate(scope);
  // With a guide the answer also says how well the text matches it.
  const input: AnalyzeInput | null =
    gate !== null
      ? null
      : { text: scope.text, format: 'plain', ...(guideId === null ? {} : { toneOfVoiceId: guideId }) };
  const analyze = useAnalyze(input);

  if (gate !== null) return gate;
  return (
    <Stack gap="md" aria-label="Analyze report" component="section">
      <ScopeLine scope={scope} fetching={analyze.isFetching} onRefresh={() => void analyze.refetch()} />
      {analyze.isPending ? (
        <ResultLoading>Analyzing the text…</ResultLoading>
      ) : analyze.isError ? (
        <ResultError title="The text could not be analyzed" message={checkErrorMessage(analyze.error)} />
      ) : (
        <AnalyzeReport report={analyze.data} onSelectRange={selectRange} />
      )}
    </Stack>
  );
}
