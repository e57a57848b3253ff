import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import type { FlowFormModel } from '../../../identity/formModel.ts';
import { fieldError } from '../../../identity/formModel.ts';
import type { TotpState } from '../../../identity/settings/securityModel.ts';
import { submitTotpCode, submitTotpUnlink } from '../../../identity/settings/settingsSubmissions.ts';
import type { SecurityActions } from '../useSecurityActions.ts';
import { SectionMessages } from './SectionMessages.tsx';
import { SettingsCard } from '../../../profile/SettingsCard.tsx';

export const TOTP_TEXTS = {
  qrAlt: 'QR code for your authenticator app',
  secretLabel: 'Secret key',
  codeLabel: 'Authentication code',
  turnOn: 'Turn on two-factor authentication',
  turnOff: 'Turn off two-factor authentication',
  isOn: 'Two-factor authentication is on',
  codeMissing: 'Enter the code your authenticator app shows.',
  failed: 'Two-factor authentication could not be changed',
} as const;

export function TwoFactorSection({
  totp,
  model,
  actions,
}: {
  totp: TotpState;
  model: FlowFormModel;
  actions: SecurityActions;
}) {
  if (totp.kind === 'unavailable') return null;
  return (
    <SettingsCard
      id="two-factor"
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app as well as your password when you log in."
    >
      <SectionMessages section="totp" actions={actions} messages={model.messages} />
      {totp.kind === 'enrolled' ? (
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <IconShieldCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fw={500}>{TOTP_TEXTS.isOn}</Text>
          </Group>
          <Button
            variant="light"
            color="red"
            loading={actions.busy === 'totp'}
            disabled={actions.busy !== null && actions.busy !== 'totp'}
            onClick={() => void actions.run('totp', TOTP_TEXTS.failed, submitTotpUnlink)}
          >
            {TOTP_TEXTS.turnOff}
          </Button>
        </Stack>
      ) : (
        <TotpEnrolment qrSrc={totp.qrSrc} secret={totp.secret} model={model} actions={actions} />
      )}
    </SettingsCard>
  );
}

function TotpEnrolment({
  qrSrc,
  secret,
  model,
  actions,
}: {
  qrSrc: string | null;
  secret: string | null;
  model: FlowFormModel;
  actions: SecurityActions;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const serverError = fieldError(model, 'totp_code');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    void actions.run('totp', TOTP_TEXTS.failed, (ref) => submitTotpCode(ref, code));
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        Scan the QR code with an authenticator app, or type in the secret key, then enter the code the app
        shows.
      </Text>
      {qrSrc !== null && <Image src={qrSrc} alt={TOTP_TEXTS.qrAlt} w={192} h={192} fit="contain" />}
      {secret !== null && (
        <div>
          <Text size="sm" fw={500} id="totp-secret-label">
            {TOTP_TEXTS.secretLabel}
          </Text>
          <Code aria-labelledby="totp-secret-label" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
        </div>
      )}
      <form onSubmit={submit} noValidate aria-label={TOTP_TEXTS.turnOn}>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={TOTP_TEXTS.codeLabel}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? TOTP_TEXTS.codeMissing : serverError}
            required
            withAsterisk={false}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            maxLength={6}
          />
          <Button
            type="submit"
            loading={actions.busy === 'totp'}
            disabled={actions.busy !== null && actions.busy !== 'totp'}
            w="fit-content"
          >
            {TOTP_TEXTS.turnOn}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
