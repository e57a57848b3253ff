import { Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import type { CreateChoice } from './createChoices.ts';
import classes from './ChoiceButton.module.css';

/** A large button: the choice's label is its name, the explanation its description. */
export function ChoiceButton({ choice, onChoose }: { choice: CreateChoice; onChoose: () => void }) {
  const id = useId();
  return (
    <UnstyledButton
      className={classes.choice}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-explanation`}
      data-choice={choice.id}
      onClick={onChoose}
    >
      <Text id={`${id}-label`} fw={600}>
        {choice.label}
      </Text>
      <Text id={`${id}-explanation`} size="sm" c="dimmed" mt={4}>
        {choice.explanation}
      </Text>
    </UnstyledButton>
  );
}
