// Copies a report as Markdown; the Markdown is built only when the button is pressed. The button says
// "Copied" for two seconds, or why copying failed.
import { Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export interface CopyReportButtonProps {
  markdown: () => string;
}

type CopyState = 'idle' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = {
  idle: 'Copy report as Markdown',
  copied: 'Copied',
  failed: 'Copying failed: allow clipboard access',
};

export function CopyReportButton({ markdown }: CopyReportButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      variant="light"
      color={state === 'failed' ? 'red' : undefined}
      leftSection={
        state === 'copied' ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
      }
      aria-live="polite"
      onClick={() => {
        navigator.clipboard.writeText(markdown()).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {LABELS[state]}
    </Button>
  );
}
