import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// Mantine colours the title like the tint behind it, which is unreadable in yellow (about 2.7:1); the title
// keeps the body text colour instead.
const TITLE_STYLES = { label: { color: 'var(--mantine-color-text)' } };

/** The visible marker of a screen whose real content comes with a later issue. */
export function UnfinishedNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconTools size={20} />}
      title="This page is not built yet"
      styles={TITLE_STYLES}
      data-testid="unfinished"
    >
      {children}
    </Alert>
  );
}
