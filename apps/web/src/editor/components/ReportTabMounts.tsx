// Where the Match and Analyze reports (src/checking/) are mounted. Each gets the editor and the picked
// guide; useReportText gives the text to report on (the selection when its trimmed text is non-empty).
import type { Editor } from '@tiptap/core';
import { UnfinishedNotice } from '../../components/UnfinishedNotice.tsx';

export interface ReportTabProps {
  editor: Editor;
  guideId: string | null;
}

export function MatchTabMount(_props: ReportTabProps) {
  return <UnfinishedNotice>The Match report (score and its explanation) is not built yet.</UnfinishedNotice>;
}

export function AnalyzeTabMount(_props: ReportTabProps) {
  return <UnfinishedNotice>The Analyze report (metrics and tone) is not built yet.</UnfinishedNotice>;
}
