import { Button, Group, List, Text } from '@mantine/core';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import type {
  BackupCode,
  BackupCodeAction,
  BackupCodesState,
} from '../../../identity/settings/securityModel.ts';
import { submitBackupCodes } from '../../../identity/settings/settingsSubmissions.ts';
import type { SecurityActions } from '../useSecurityActions.ts';
import { SectionMessages } from './SectionMessages.tsx';
import { SettingsCard } from '../../../profile/SettingsCard.tsx';

export const BACKUP_CODE_TEXTS = {
  listLabel: 'Backup codes',
  isOn: 'Backup codes are on',
  unconfirmed: 'Save these codes somewhere safe, then confirm. They only work once you have confirmed.',
  used: 'Used',
  failed: 'Backup codes could not be changed',
} as const;

/** The buttons in the order they are shown; regenerate reads "new" once codes exist. */
const BUTTONS: readonly BackupCodeAction[] = ['confirm', 'reveal', 'regenerate', 'disable'];

function buttonLabel(action: BackupCodeAction, state: BackupCodesState): string {
  switch (action) {
    case 'confirm':
      return 'I have saved these codes';
    case 'reveal':
      return 'Show backup codes';
    case 'disable':
      return 'Turn off backup codes';
    case 'regenerate':
      return state.codes !== null || state.actions.has('disable')
        ? 'Generate new backup codes'
        : 'Generate backup codes';
  }
}

function CodeList({ codes }: { codes: readonly BackupCode[] }) {
  return (
    // Twelve short codes read better side by side than in one long column.
    <List
      aria-label={BACKUP_CODE_TEXTS.listLabel}
      listStyleType="none"
      spacing={4}
      ff="monospace"
      maw={480}
      style={{ columnWidth: '7rem' }}
    >
      {codes.map((entry, index) =>
        entry.used ? (
          // Used codes have no text left; their position keeps them apart.
          <List.Item key={`used-${index}`}>
            <Text span c="dimmed" td="line-through">
              {BACKUP_CODE_TEXTS.used}
            </Text>
          </List.Item>
        ) : (
          <List.Item key={entry.code}>{entry.code}</List.Item>
        ),
      )}
    </List>
  );
}

export function BackupCodesSection({
  state,
  model,
  actions,
}: {
  state: BackupCodesState;
  model: FlowFormModel;
  actions: SecurityActions;
}) {
  if (state.actions.size === 0 && state.codes === null) return null;
  const saved =
    state.actions.has('reveal') || (state.actions.has('disable') && !state.actions.has('confirm'));
  return (
    <SettingsCard
      id="backup-codes"
      title="Backup codes"
      description="One-time codes for logging in when your authenticator app is not at hand."
    >
      <SectionMessages section="backupCodes" actions={actions} messages={model.messages} />
      {saved && <Text fw={500}>{BACKUP_CODE_TEXTS.isOn}</Text>}
      {state.actions.has('confirm') && <Text size="sm">{BACKUP_CODE_TEXTS.unconfirmed}</Text>}
      {state.codes !== null && <CodeList codes={state.codes} />}
      <Group gap="sm">
        {BUTTONS.filter((action) => state.actions.has(action)).map((action) => (
          <Button
            key={action}
            variant={action === 'confirm' ? 'filled' : action === 'disable' ? 'light' : 'default'}
            color={action === 'disable' ? 'red' : undefined}
            loading={actions.busy === 'backupCodes'}
            disabled={actions.busy !== null && actions.busy !== 'backupCodes'}
            onClick={() =>
              void actions.run('backupCodes', BACKUP_CODE_TEXTS.failed, (ref) =>
                submitBackupCodes(ref, action),
              )
            }
          >
            {buttonLabel(action, state)}
          </Button>
        ))}
      </Group>
    </SettingsCard>
  );
}
