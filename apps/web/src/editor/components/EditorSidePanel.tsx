// The side panel beside the text: resizable (width clamped and saved per panel, spec sections 5 and 9) on
// wide screens, full width below the text on narrow ones.
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { usePanelWidth } from '../../ui/usePanelWidth.ts';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { useEditorFindings } from '../extensions/useEditorFindings.ts';
import { FixAllSafe } from './FixAllSafe.tsx';
import { IssuesTab } from './IssuesTab.tsx';
import { PanelResizeHandle } from './PanelResizeHandle.tsx';
import { AnalyzeTabMount, MatchTabMount } from './ReportTabMounts.tsx';
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
  const panel = usePanelWidth('editorSide', containerWidth);
  const [dragWidth, setDragWidth] = useState<number | null>(null);
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

  const content = (
    <SidePanel
      width={mobile ? null : (dragWidth ?? panel.width)}
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
  // The panel keeps its place in the tree across the breakpoint, so an open dialog or a report in it
  // survives a window resized (or a screenshot taken) across it.
  return (
    <>
      {!mobile && (
        <PanelResizeHandle
          width={dragWidth ?? panel.width}
          minWidth={panel.minWidth}
          maxWidth={panel.maxWidth}
          onResize={setDragWidth}
          onResizeEnd={(width) => {
            panel.commit(width);
            setDragWidth(null);
          }}
        />
      )}
      {content}
    </>
  );
}
