// The panel beside the text on /editor/create-guide: the Guide tab (the guide being built) and the Issues
// tab (what its rules find now). Resizable and saved under its own key on wide screens, below the text on
// narrow ones, as the editor's panel.
import { Badge, Tabs } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState, type ReactNode } from 'react';
import { ResizableSidePanel } from '../editor/components/ResizableSidePanel.tsx';
import { IssuesTab } from '../editor/components/IssuesTab.tsx';
import classes from '../editor/components/SidePanel.module.css';
import type { EditorFinding } from '../editor/extensions/findingsState.ts';
import { useEditorFindings } from '../editor/extensions/useEditorFindings.ts';

type CreateGuideTab = 'guide' | 'issues';

interface CreateGuidePanelProps {
  editor: Editor;
  ruleName: (ruleId: string) => string;
  /** The Guide tab's content. */
  guide: ReactNode;
  /** Whether the guide has a rule the checker can use now. */
  checking: boolean;
  /** The width shared by the text and the panel. */
  containerWidth: number;
  mobile: boolean;
}

function isTab(value: string | null): value is CreateGuideTab {
  return value === 'guide' || value === 'issues';
}

export function CreateGuidePanel({
  editor,
  ruleName,
  guide,
  checking,
  containerWidth,
  mobile,
}: CreateGuidePanelProps) {
  const findings = useEditorFindings(editor);
  const [tab, setTab] = useState<CreateGuideTab>('guide');

  const emptyText = !checking
    ? 'Add a rule in the Guide tab to see the issues in your text.'
    : findings.status === 'ready'
      ? 'No issues: the text follows these rules.'
      : 'Checking your text…';

  const panel = (width: number | null) => (
    <aside
      className={classes.panel}
      aria-label="Guide and issues"
      style={{ width: width ?? '100%' }}
      data-testid="create-guide-panel"
    >
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setTab(value);
        }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="guide">Guide</Tabs.Tab>
          <Tabs.Tab
            value="issues"
            rightSection={
              <Badge size="sm" variant="light" circle={findings.visible.length < 10} aria-hidden>
                {findings.visible.length}
              </Badge>
            }
          >
            Issues
          </Tabs.Tab>
        </Tabs.List>
        {/* Both stay mounted: switching to Issues and back keeps the form as it was (open examples, errors). */}
        <Tabs.Panel value="guide" p="md">
          {guide}
        </Tabs.Panel>
        <Tabs.Panel value="issues" p="md">
          <IssuesTab
            findings={findings.visible}
            activeKey={findings.activeKey}
            ruleName={ruleName}
            textOf={(finding: EditorFinding) => editor.state.doc.textBetween(finding.from, finding.to, ' ')}
            onPick={(finding) => {
              editor.chain().focus().selectFinding(finding.key).run();
            }}
            emptyText={emptyText}
          />
        </Tabs.Panel>
      </Tabs>
    </aside>
  );
  return (
    <ResizableSidePanel panelId="createGuideSide" containerWidth={containerWidth} mobile={mobile}>
      {panel}
    </ResizableSidePanel>
  );
}
