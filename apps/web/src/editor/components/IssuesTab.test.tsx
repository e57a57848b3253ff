import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/renderAt.tsx';
import type { EditorFinding } from '../extensions/findingsState.ts';
import { ISSUES_LISTED_AT_FIRST, IssuesTab } from './IssuesTab.tsx';

function findings(count: number, type: string): EditorFinding[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `${type}-${index}`,
    from: index * 10,
    to: index * 10 + 5,
    ruleId: 'forbidden-terms',
    methodName: 'forbidden-term',
    type,
    message: `Issue ${index}`,
    severity: 'error',
    suggestions: [],
  }));
}

describe('the Issues tab', () => {
  it('lists a long category in pages, with the whole count in its heading', () => {
    const all = [...findings(120, 'Choice of Words'), ...findings(3, 'Sentence Structure')];
    renderAt('/', {
      '/': (
        <IssuesTab
          findings={all}
          activeKey={null}
          ruleName={() => 'Forbidden terms'}
          textOf={(finding) => `word ${finding.key}`}
          onPick={() => undefined}
          emptyText="None"
        />
      ),
    });
    const words = screen.getByRole('region', { name: 'Choice of Words: 120' });
    expect(within(words).getAllByRole('listitem')).toHaveLength(ISSUES_LISTED_AT_FIRST);
    expect(
      within(screen.getByRole('region', { name: 'Sentence Structure: 3' })).getAllByRole('listitem'),
    ).toHaveLength(3);

    fireEvent.click(within(words).getByRole('button', { name: 'Show 50 more of 70' }));
    expect(within(words).getAllByRole('listitem')).toHaveLength(100);
    fireEvent.click(within(words).getByRole('button', { name: 'Show 20 more of 20' }));
    expect(within(words).getAllByRole('listitem')).toHaveLength(120);
    expect(within(words).queryByRole('button', { name: /more of/ })).toBeNull();
  });
});
