// Why something the user asked for was refused (the server's reason, or the browser's own check), in place.
import { Alert, Text } from '@mantine/core';
import { ALERT_TITLE_STYLES } from './alertStyles.ts';

export function RefusalAlert({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert" styles={ALERT_TITLE_STYLES}>
      <Text size="sm">{reason}</Text>
    </Alert>
  );
}
