// The editor's side panel: Issues, Match and Analyze tabs (issue 12).
import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SidePanel.module.css';

export type SidePanelTab = 'issues' | 'match' | 'analyze';

interface SidePanelProps {
  /** Null: as wide as its container (the mobile layout). */
  width: number | null;
  tab: SidePanelTab;
  onTabChange: (tab: SidePanelTab) => void;
  issueCount: number;
  issues: ReactNode;
  match: ReactNode;
  analyze: ReactNode;
}

function isTab(value: string | null): value is SidePanelTab {
  return value === 'issues' || value === 'match' || value === 'analyze';
}

export function SidePanel({ width, tab, onTabChange, issueCount, issues, match, analyze }: SidePanelProps) {
  return (
    <aside
      className={classes.panel}
      aria-label="Issues, match and analysis"
      style={{ width: width ?? '100%' }}
      data-testid="editor-side-panel"
    >
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) onTabChange(value);
        }}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab
            value="issues"
            rightSection={
              <Badge size="sm" variant="light" circle={issueCount < 10} aria-hidden>
                {issueCount}
              </Badge>
            }
          >
            Issues
          </Tabs.Tab>
          <Tabs.Tab value="match">Match</Tabs.Tab>
          <Tabs.Tab value="analyze">Analyze</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="issues" p="md">
          {issues}
        </Tabs.Panel>
        <Tabs.Panel value="match" p="md">
          {match}
        </Tabs.Panel>
        <Tabs.Panel value="analyze" p="md">
          {analyze}
        </Tabs.Panel>
      </Tabs>
    </aside>
  );
}
