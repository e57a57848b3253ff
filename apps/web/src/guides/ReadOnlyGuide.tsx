// A predefined guide, or one shared with the user: shown, not edited, with "Copy to my library", which
// creates an own guide with the same rules (within the plan's limit) and opens it.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconLock } from '@tabler/icons-react';
import type { Glossary, RuleInfo, ToneOfVoiceDetail } from '@wtt/contract';
import { useNavigate } from 'react-router';
import { useCreateGuide } from '../api/guides.ts';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import type { GuideAccess } from './guideAccess.ts';
import { copyOfGuide } from './guideForm.ts';
import { GuideRules } from './GuideRules.tsx';
import { ruleCountText } from './ruleGroups.ts';
import { guidePagePath } from '../routes/paths.ts';

export function ReadOnlyGuide({
  detail,
  access,
  catalogue,
  glossaries,
}: {
  detail: ToneOfVoiceDetail;
  access: Exclude<GuideAccess, 'own'>;
  catalogue: readonly RuleInfo[];
  glossaries: readonly Glossary[];
}) {
  const guard = useCreateGuard();
  const create = useCreateGuide();
  const navigate = useNavigate();
  const { tov } = detail;

  const copy = () => {
    if (!guard('createTone')) return;
    const usable = new Set(glossaries.map((glossary) => glossary.id));
    create.mutate(copyOfGuide(tov, usable), {
      onSuccess: (created) => {
        void navigate(guidePagePath(created.id));
      },
    });
  };

  return (
    <Stack gap="lg">
      <Alert
        variant="light"
        color="gray"
        icon={<IconLock size={18} aria-hidden />}
        title={access === 'predefined' ? 'A predefined guide' : `Shared with you by ${tov.ownerName}`}
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {access === 'predefined'
              ? 'Write the Tone provides this guide; it cannot be changed.'
              : 'Only its owner can change this guide.'}{' '}
            Copy it to your library to make your own version.
          </Text>
          <Button leftSection={<IconCopy size={16} aria-hidden />} loading={create.isPending} onClick={copy}>
            Copy to my library
          </Button>
        </Stack>
      </Alert>
      {tov.description.trim() !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{tov.description}</Text>}
      <Stack gap="sm" component="section" aria-labelledby="guide-rules-title">
        <Group justify="space-between">
          <Title order={2} size="h4" id="guide-rules-title">
            Rules ({ruleCountText(tov.rules.length)})
          </Title>
        </Group>
        <GuideRules
          rules={tov.rules}
          catalogue={catalogue}
          glossaries={glossaries}
          evidence={detail.evidence}
          empty="This guide has no rules."
        />
      </Stack>
    </Stack>
  );
}
