import { Text } from '@mantine/core';
import { MessageBox } from './FlowMessages.tsx';

export interface SubmitProblem {
  title: string;
  detail: string | null;
}

/** A failed submit that the flow itself does not explain: the spec's text as title, details below. */
export function SubmitError({ problem }: { problem: SubmitProblem | null }) {
  if (problem === null) return null;
  return (
    <MessageBox type="error" title={problem.title}>
      {problem.detail !== null && problem.detail !== problem.title && <Text size="sm">{problem.detail}</Text>}
    </MessageBox>
  );
}
