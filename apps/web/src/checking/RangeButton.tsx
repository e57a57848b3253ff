// A piece of the checked text (a sentence, a finding) in a report: a button that shows it in the text
// when the report has somewhere to show it, plain text when it has not.
import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export type SelectRange = (from: number, to: number) => void;

export interface RangeButtonProps {
  from: number;
  to: number;
  onSelectRange?: SelectRange;
  /** What the button does, for a screen reader ("Show in the text: …"). */
  label: string;
  children: ReactNode;
}

export function RangeButton({ from, to, onSelectRange, label, children }: RangeButtonProps) {
  if (onSelectRange === undefined) return <>{children}</>;
  return (
    <UnstyledButton
      aria-label={label}
      onClick={() => {
        onSelectRange(from, to);
      }}
      style={{
        font: 'inherit',
        color: 'inherit',
        textAlign: 'left',
        textDecoration: 'underline dotted',
        textUnderlineOffset: '0.2em',
      }}
    >
      {children}
    </UnstyledButton>
  );
}
