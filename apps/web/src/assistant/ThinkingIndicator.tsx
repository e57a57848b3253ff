import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import classes from './Assistant.module.css';

interface ThinkingIndicatorProps {
  stage: string | null;
  progress: number;
  /** Present while a job writes the reply: it can be stopped. */
  onStop?: () => void;
}

/** The in-progress placeholder (spec section 2): 'Thinking...' with animated dots and the job's stage. */
export function ThinkingIndicator({ stage, progress, onStop }: ThinkingIndicatorProps) {
  return (
    <Stack gap={6} data-testid="assistant-thinking">
      <Text size="sm" fw={500}>
        Thinking...
        <span className={classes.dots} aria-hidden>
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
        </span>
      </Text>
      {stage !== null && stage !== '' && (
        <Text size="sm" data-testid="assistant-stage">
          {stage}
        </Text>
      )}
      {onStop !== undefined && (
        <Group gap="xs" wrap="nowrap">
          <Progress value={progress} size="sm" style={{ flex: 1 }} aria-label="Reply progress" />
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconPlayerStop size={12} aria-hidden />}
            onClick={onStop}
          >
            Stop
          </Button>
        </Group>
      )}
    </Stack>
  );
}
