// The Prompts tab: the user's own prompts and the predefined ones Write the Tone provides (read-only),
// filtered by name and content. Own prompts can be disabled, enabled and deleted.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Prompt } from '@wtt/contract';
import { useState } from 'react';
import { useDeletePrompt, usePromptList, useUpdatePrompt } from '../../api/prompts.ts';
import { CopyContentButton } from '../../prompts/CopyContentButton.tsx';
import { PromptDialog, type PromptDialogTarget } from '../../prompts/PromptDialog.tsx';
import { filterBySearch } from '../search.ts';
import { useCreateDialog } from '../useCreateDialog.ts';
import { LibraryList } from './LibraryList.tsx';

const nameAndContent = (prompt: Prompt): string[] => [prompt.name, prompt.content];

export function PromptList() {
  const update = useUpdatePrompt();
  const remove = useDeletePrompt();
  const creating = useCreateDialog('createPrompt');
  const [opened, setOpened] = useState<Prompt | null>(null);
  const target: PromptDialogTarget = creating.opened
    ? { mode: 'create' }
    : opened === null
      ? null
      : { mode: 'open', prompt: opened };
  return (
    <>
      <LibraryList
        kind="prompt"
        plural="prompts"
        list={usePromptList()}
        filter={(items, search) => filterBySearch(items, search, nameAndContent)}
        group={(matching) => ({
          before: [],
          mine: matching.filter((item) => !item.predefined).map((item) => ({ item, own: true })),
          after: [
            {
              title: 'Predefined prompts',
              items: matching
                .filter((item) => item.predefined)
                .map((item) => ({ item, own: false, meta: 'Write the Tone' })),
            },
          ],
        })}
        summaryOf={(prompt) => prompt.content}
        mineTitle="My prompts"
        mineEmpty="You have no prompts yet. Create one with the instruction you give the assistant most often; it will appear here."
        toggle={(prompt) => {
          update.mutate({ id: prompt.id, patch: { disabled: !prompt.disabled } });
        }}
        togglingId={update.isPending ? update.variables.id : null}
        remove={(id, done) => {
          remove.mutate(id, { onSettled: done });
        }}
        removing={remove.isPending}
        onOpen={setOpened}
        actionsOf={(prompt) => <CopyContentButton content={prompt.content} name={prompt.name} />}
        headerAction={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
            New prompt
          </Button>
        }
      />
      <PromptDialog
        target={target}
        onClose={() => {
          creating.close();
          setOpened(null);
        }}
      />
    </>
  );
}
