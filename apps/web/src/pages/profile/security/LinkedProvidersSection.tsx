import { Button, Group, Stack, Text } from '@mantine/core';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import type { ProviderLink } from '../../../identity/settings/securityModel.ts';
import { submitProviderLink } from '../../../identity/settings/settingsSubmissions.ts';
import type { SecurityActions } from '../useSecurityActions.ts';
import { SectionMessages } from './SectionMessages.tsx';
import { SettingsCard } from '../../../profile/SettingsCard.tsx';

export const PROVIDER_TEXTS = {
  failed: 'The sign-in provider could not be changed',
  linked: 'Linked',
  notLinked: 'Not linked',
} as const;

/** Shown only when the flow has oidc link or unlink nodes. */
export function LinkedProvidersSection({
  providers,
  model,
  actions,
}: {
  providers: readonly ProviderLink[];
  model: FlowFormModel;
  actions: SecurityActions;
}) {
  if (providers.length === 0) return null;
  return (
    <SettingsCard
      id="linked-providers"
      title="Linked sign-in providers"
      description="Accounts from other services that you can log in with."
    >
      <SectionMessages section="providers" actions={actions} messages={model.messages} />
      <Stack gap="xs">
        {providers.map((link) => (
          <Group key={link.provider} justify="space-between" maw={480} data-provider={link.provider}>
            <div>
              <Text fw={500}>{link.name}</Text>
              <Text size="sm" c="dimmed">
                {link.action === 'unlink' ? PROVIDER_TEXTS.linked : PROVIDER_TEXTS.notLinked}
              </Text>
            </div>
            <Button
              variant={link.action === 'unlink' ? 'light' : 'default'}
              color={link.action === 'unlink' ? 'red' : undefined}
              loading={actions.busy === 'providers'}
              disabled={actions.busy !== null && actions.busy !== 'providers'}
              onClick={() =>
                void actions.run('providers', PROVIDER_TEXTS.failed, (ref) => submitProviderLink(ref, link))
              }
            >
              {link.action === 'unlink' ? `Unlink ${link.name}` : `Link ${link.name}`}
            </Button>
          </Group>
        ))}
      </Stack>
    </SettingsCard>
  );
}
