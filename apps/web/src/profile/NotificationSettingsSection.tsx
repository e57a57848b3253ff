// Notification settings (spec section 3: newsletter, non-essential e-mails, non-essential notifications;
// all on by default). Each switch saves at once.
import { Skeleton, Stack, Switch } from '@mantine/core';
import type { NotificationSettings } from '@wtt/contract';
import { ACCOUNT_ERROR_TEXTS } from '../api/accountFailures.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notificationSettings.ts';
import { LoadFailed } from '../guides/GuidePageStates.tsx';

const SETTINGS: readonly { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'enableNewsletter',
    label: 'Newsletter',
    description: 'News about Write the Tone by e-mail, now and then.',
  },
  {
    key: 'enableNonEssentialEmails',
    label: 'Non-essential e-mails',
    description: 'Reminders such as the one a few days before your trial ends.',
  },
  {
    key: 'enableNonEssentialNotifications',
    label: 'Non-essential notifications',
    description:
      'In-app notifications that need nothing from you: a guide was built, someone added your shared guide.',
  },
];

export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading notification settings">
        {SETTINGS.map((setting) => (
          <Skeleton key={setting.key} height={40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <LoadFailed
        title={ACCOUNT_ERROR_TEXTS.loadNotificationSettings}
        onRetry={() => void settings.refetch()}
      />
    );
  }

  // While a change is on its way the switch shows it; a refused one falls back to the saved value.
  const pending = update.isPending ? update.variables : {};
  return (
    <Stack gap="md">
      {SETTINGS.map((setting) => (
        <Switch
          key={setting.key}
          label={setting.label}
          description={setting.description}
          checked={pending[setting.key] ?? settings.data[setting.key]}
          onChange={(event) => update.mutate({ [setting.key]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
