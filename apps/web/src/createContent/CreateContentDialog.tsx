// The 'Create new content' dialog (spec sections 2 and 9): 700 px wide, three ways to create a guide, a
// glossary, a prompt, and Cancel. A choice first checks the plan's limit (the 'Upgrade required' dialog
// opens instead when there is no room), then opens the page where the item is made.
import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import { ChoiceButton } from './ChoiceButton.tsx';
import type { CreateChoice } from './createChoices.ts';
import { CREATE_DIALOG_TITLE, CREATE_DIALOG_WIDTH, GUIDE_CHOICES, OTHER_CHOICES } from './createChoices.ts';

export function CreateContentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const guard = useCreateGuard();

  const choose = (choice: CreateChoice): void => {
    // Closed first: when the plan has no room, the upgrade dialog takes its place rather than stacking.
    onClose();
    if (guard(choice.resource)) void navigate(choice.path);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={CREATE_DIALOG_TITLE}
      size={CREATE_DIALOG_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <section aria-labelledby="create-guide-heading">
          <Title order={3} size="h5" id="create-guide-heading" mb={4}>
            Create a guide
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            A guide is the set of rules your texts are checked against. Choose how to start it:
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {GUIDE_CHOICES.map((choice) => (
              <ChoiceButton key={choice.id} choice={choice} onChoose={() => choose(choice)} />
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="create-other-heading">
          <Title order={3} size="h5" id="create-other-heading" mb="sm">
            Or create
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {OTHER_CHOICES.map((choice) => (
              <ChoiceButton key={choice.id} choice={choice} onChoose={() => choose(choice)} />
            ))}
          </SimpleGrid>
        </section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
