import { Text, UnstyledButton } from '@mantine/core';
import type { CreateChoice } from './createChoices.ts';
import classes from './ChoiceButton.module.css';

/** A large button: the choice's label, and below it what it does (both are its accessible name). */
export function ChoiceButton({ choice, onChoose }: { choice: CreateChoice; onChoose: () => void }) {
  return (
    <UnstyledButton className={classes.choice} data-choice={choice.id} onClick={onChoose}>
      <Text component="span" display="block" fw={600}>
        {choice.label}
      </Text>
      <Text component="span" display="block" size="sm" c="dimmed" mt={4}>
        {choice.explanation}
      </Text>
    </UnstyledButton>
  );
}
