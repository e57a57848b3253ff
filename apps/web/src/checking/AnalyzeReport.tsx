// POST /analyze's answer for a reader: counts, readability and lengths, passive share, emotionality and
// formality, and the four tone dimensions, each with the sentences that drive it. Used by the analyzer
// tool and the editor's Analyze tab; `onSelectRange` (when given) shows a sentence in the text.
import { Divider, Stack } from '@mantine/core';
import type { AnalyzeAnswer } from '@wtt/contract';
import type { SelectRange } from './RangeButton.tsx';
import { ReadabilityGrades } from './ReadabilityGrades.tsx';
import { TextCounts } from './TextCounts.tsx';
import { ToneDimensions } from './ToneDimensions.tsx';
import { ToneMeasures } from './ToneMeasures.tsx';

export interface AnalyzeReportProps {
  report: AnalyzeAnswer;
  onSelectRange?: SelectRange;
}

export function AnalyzeReport({ report, onSelectRange }: AnalyzeReportProps) {
  return (
    <Stack gap="md" data-testid="analyze-report">
      <TextCounts counts={report.counts} />
      <ToneDimensions tone={report.tone} onSelectRange={onSelectRange} />
      <Divider />
      <ReadabilityGrades
        readability={report.readability}
        sentenceLength={report.sentenceLength}
        wordLength={report.wordLength}
      />
      <Divider />
      <ToneMeasures report={report} onSelectRange={onSelectRange} />
    </Stack>
  );
}
