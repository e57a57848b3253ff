// The Glossaries tab: the user's own glossaries and the public ones Write the Tone provides (read-only),
// filtered by the search box. Own glossaries can be disabled, enabled and deleted.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Glossary } from '@wtt/contract';
import { useDeleteGlossary, useGlossaryList, useUpdateGlossary } from '../../api/glossaries.ts';
import { CreateGlossaryDialog } from '../../glossaries/CreateGlossaryDialog.tsx';
import { filterBySearch } from '../search.ts';
import { useCreateDialog } from '../useCreateDialog.ts';
import { LibraryList } from './LibraryList.tsx';
import { glossaryPagePath } from '../../routes/paths.ts';

const termCount = (glossary: Glossary): string =>
  glossary.terms.length === 1 ? '1 term' : `${glossary.terms.length} terms`;

const glossaryPage = (glossary: Glossary): string => glossaryPagePath(glossary.id);

export function GlossaryList() {
  const update = useUpdateGlossary();
  const remove = useDeleteGlossary();
  const creating = useCreateDialog('createGlossary');
  return (
    <>
      <LibraryList
        kind="glossary"
        plural="glossaries"
        list={useGlossaryList()}
        filter={(items, search) => filterBySearch(items, search)}
        group={(matching) => ({
          before: [],
          mine: matching
            .filter((item) => !item.publicObject)
            .map((item) => ({ item, own: true, meta: termCount(item) })),
          after: [
            {
              title: 'Public glossaries',
              items: matching
                .filter((item) => item.publicObject)
                .map((item) => ({ item, own: false, meta: `${termCount(item)} · Write the Tone` })),
            },
          ],
        })}
        summaryOf={(glossary) => glossary.description}
        openTo={glossaryPage}
        mineTitle="My glossaries"
        mineEmpty="You have no glossaries yet. Create one to list the terms your texts must use, avoid or spell exactly; it will appear here."
        toggle={(glossary) => {
          update.mutate({ id: glossary.id, patch: { disabled: !glossary.disabled } });
        }}
        togglingId={update.isPending ? update.variables.id : null}
        remove={(id, done) => {
          remove.mutate(id, { onSettled: done });
        }}
        removing={remove.isPending}
        headerAction={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
            New glossary
          </Button>
        }
      />
      <CreateGlossaryDialog opened={creating.opened} onClose={creating.close} />
    </>
  );
}
