// POST /match's answer for a reader: the score, the five category scores, what to fix to reach the next
// milestone, and what costs the most points by rule and by sentence. Used by the matcher tool and the
// editor's Match tab; `onSelectRange` (when given) shows a sentence or finding in the text.
import { Alert, Divider, Stack } from '@mantine/core';
import type { MatchAnswer } from '@wtt/contract';
import { CategoryScores } from './CategoryScores.tsx';
import { planFixes } from './fixPlan.ts';
import { FixPlanList } from './FixPlanList.tsx';
import { LossExplanation } from './LossExplanation.tsx';
import type { SelectRange } from './RangeButton.tsx';
import type { RuleNameOf } from './ruleNames.ts';
import { ScoreGauge } from './ScoreGauge.tsx';
import { useRuleNames } from './useRuleNames.ts';

export interface MatchReportProps {
  report: MatchAnswer;
  /** The text that was checked: the report's offsets point into it. */
  text: string;
  /** Rule names; by default the catalogue's. */
  ruleNameOf?: RuleNameOf;
  onSelectRange?: SelectRange;
}

export function MatchReport({ report, text, ruleNameOf, onSelectRange }: MatchReportProps) {
  const catalogueNames = useRuleNames();
  const nameOf = ruleNameOf ?? catalogueNames;
  const plan = planFixes(report);
  return (
    <Stack gap="md" data-testid="match-report">
      <ScoreGauge score={report.score} label="Match score" />
      <CategoryScores categories={report.categories} />
      <Divider />
      {report.explanation.rules.length === 0 ? (
        <Alert color="teal" variant="light" title="Nothing to fix">
          The text follows every rule of the guide.
        </Alert>
      ) : (
        <>
          {plan !== null && (
            <FixPlanList plan={plan} text={text} ruleNameOf={nameOf} onSelectRange={onSelectRange} />
          )}
          <LossExplanation
            explanation={report.explanation}
            text={text}
            ruleNameOf={nameOf}
            onSelectRange={onSelectRange}
          />
        </>
      )}
    </Stack>
  );
}
