// The Guides tab: predefined guides, the user's own and those shared with them (library/guideGroups.ts),
// filtered by the search box. Own guides can be disabled, enabled, shared and deleted; the others only
// opened (the server refuses changes to them).
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { ToneOfVoice } from '@wtt/contract';
import { useState } from 'react';
import { useDeleteGuide, useGuideList, useUpdateGuide } from '../../api/guides.ts';
import { ruleCountText } from '../../guides/ruleGroups.ts';
import { groupGuides } from '../guideGroups.ts';
import { ShareGuideDialog, type ShareTarget } from '../sharing/ShareGuideDialog.tsx';
import { filterBySearch } from '../search.ts';
import { LibraryList } from './LibraryList.tsx';
import { guidePagePath } from '../../routes/paths.ts';

const ruleCount = (guide: ToneOfVoice): string => ruleCountText(guide.rules.length);

const guidePath = (guide: ToneOfVoice): string => guidePagePath(guide.id);

export function GuideList({ myEmail }: { myEmail: string | null }) {
  const update = useUpdateGuide();
  const remove = useDeleteGuide();
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  return (
    <>
      <LibraryList
        kind="guide"
        plural="guides"
        list={useGuideList()}
        filter={(items, search) => filterBySearch(items, search)}
        group={(matching) => {
          const groups = groupGuides(matching, myEmail);
          return {
            before: [
              {
                title: 'Predefined guides',
                items: groups.predefined.map((item) => ({
                  item,
                  own: false,
                  meta: `${ruleCount(item)} · Write the Tone`,
                })),
              },
            ],
            mine: groups.mine.map((item) => ({ item, own: true, meta: ruleCount(item) })),
            after: [
              {
                title: 'Shared with me',
                items: groups.sharedWithMe.map(({ guide, ownerName }) => ({
                  item: guide,
                  own: false,
                  meta: `${ruleCount(guide)} · shared by ${ownerName}`,
                })),
              },
            ],
          };
        }}
        summaryOf={(guide) => guide.description}
        openTo={guidePath}
        mineTitle="My guides"
        mineEmpty="You have no guides of your own yet. Create one from a list of rules, from texts you like, by answering a few questions or while writing in the editor; it will appear here."
        toggle={(guide) => {
          update.mutate({ id: guide.id, patch: { disabled: !guide.disabled } });
        }}
        togglingId={update.isPending ? update.variables.id : null}
        remove={(id, done) => {
          remove.mutate(id, { onSettled: done });
        }}
        removing={remove.isPending}
        actionsOf={(guide, own) =>
          own && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconShare size={14} aria-hidden />}
              aria-label={`Share ${guide.name}`}
              onClick={() => {
                setSharing({ id: guide.id, name: guide.name });
              }}
            >
              Share
            </Button>
          )
        }
      />
      <ShareGuideDialog
        target={sharing}
        onClose={() => {
          setSharing(null);
        }}
      />
    </>
  );
}
