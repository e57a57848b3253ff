// The editor's side panel: the Issues, Match and Analyze tabs, resizable (ResizableSidePanel).
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { useEditorFindings } from '../extensions/useEditorFindings.ts';
import { FixAllSafe } from './FixAllSafe.tsx';
import { IssuesTab } from './IssuesTab.tsx';
import { AnalyzeTabMount, MatchTabMount } from './ReportTabMounts.tsx';
import { ResizableSidePanel } from './ResizableSidePanel.tsx';
import { SidePanel, type SidePanelTab } from './SidePanel.tsx';

interface EditorSidePanelProps {
  editor: Editor;
  guideId: string | null;
  ruleName: (ruleId: string) => string;
  /** The width shared by the text and the panel. */
  containerWidth: number;
  mobile: boolean;
}

export function EditorSidePanel({ editor, guideId, ruleName, containerWidth, mobile }: EditorSidePanelProps) {
  const findings = useEditorFindings(editor);
  const [tab, setTab] = useState<SidePanelTab>('issues');

  const textOf = (finding: EditorFinding) => editor.state.doc.textBetween(finding.from, finding.to, ' ');
  const pick = (finding: EditorFinding) => {
    editor.chain().focus().selectFinding(finding.key).run();
  };
  const emptyText =
    guideId === null
      ? 'Pick a guide above to see the issues in your text.'
      : findings.status === 'ready'
        ? 'No issues: the text follows the guide.'
        : 'Checking your text…';

  const panel = (width: number | null) => (
    <SidePanel
      width={width}
      tab={tab}
      onTabChange={setTab}
      issueCount={findings.visible.length}
      issues={
        <>
          <FixAllSafe editor={editor} visible={findings.visible} ruleName={ruleName} />
          <IssuesTab
            findings={findings.visible}
            activeKey={findings.activeKey}
            ruleName={ruleName}
            textOf={textOf}
            onPick={pick}
            emptyText={emptyText}
          />
        </>
      }
      match={<MatchTabMount editor={editor} guideId={guideId} />}
      analyze={<AnalyzeTabMount editor={editor} guideId={guideId} />}
    />
  );
  return (
    <ResizableSidePanel panelId="editorSide" containerWidth={containerWidth} mobile={mobile}>
      {panel}
    </ResizableSidePanel>
  );
}
