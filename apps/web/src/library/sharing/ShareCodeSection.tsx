// The guide's share code for its owner: create one with an expiry (or replace the live one), read the code,
// its expiry and its link, copy the link, and revoke the code after a confirmation.
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ToneOfVoiceDetail } from '@wtt/contract';
import { SHARE_CODE_DAYS } from '@wtt/contract';
import { useState } from 'react';
import { isVerifiedAddressRequired, useCreateShareCode, useRevokeShareCode } from '../../api/sharing.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatShareTime, shareDaysProblem, shareLinkFor } from './shareLink.ts';
import { VerifyAddressNotice } from './VerifyAddressNotice.tsx';

/** A week: long enough to pass a link round a team, short enough that a forgotten link dies. */
const DEFAULT_DAYS = 7;

export function ShareCodeSection({ guide }: { guide: ToneOfVoiceDetail }) {
  const create = useCreateShareCode();
  const revoke = useRevokeShareCode();
  const [days, setDays] = useState<number | string>(DEFAULT_DAYS);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const { shareCode, shareCodeExpirationTime } = guide;
  const guideId = guide.tov.id;

  const submit = () => {
    const problem = shareDaysProblem(days, SHARE_CODE_DAYS);
    setDaysError(problem);
    if (problem !== null || typeof days !== 'number') return;
    create.mutate({ guideId, expiresInDays: days });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={`share-code-${guideId}`}>
      <Title order={3} size="h5" id={`share-code-${guideId}`}>
        Share code
      </Title>
      {shareCode === null ? (
        <Text size="sm">
          This guide has no share code. Create one and send its link: whoever opens it can add the guide to
          their library, read-only.
        </Text>
      ) : (
        <LiveCode
          code={shareCode}
          expiresAt={shareCodeExpirationTime}
          onRevoke={() => {
            setConfirmingRevoke(true);
          }}
        />
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Valid for (days)"
            description={`From ${SHARE_CODE_DAYS.min} to ${SHARE_CODE_DAYS.max} days`}
            min={SHARE_CODE_DAYS.min}
            max={SHARE_CODE_DAYS.max}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={(value) => {
              setDays(value);
              if (daysError !== null) setDaysError(shareDaysProblem(value, SHARE_CODE_DAYS));
            }}
            error={daysError}
            w={180}
          />
          <Button type="submit" loading={create.isPending} mt={46}>
            {shareCode === null ? 'Create share code' : 'Replace share code'}
          </Button>
        </Group>
        {shareCode !== null && (
          <Text size="xs" c="dimmed" mt={4}>
            A new code replaces the current one at once; people who already added the guide keep it.
          </Text>
        )}
      </form>
      {create.isError &&
        (isVerifiedAddressRequired(create.error) ? (
          <VerifyAddressNotice action="Sharing a guide" />
        ) : (
          <Alert color="red" variant="light" title="The share code was not created">
            <Text size="sm">{create.error.message}</Text>
          </Alert>
        ))}
      <ConfirmDialog
        title="Revoke share code"
        confirmLabel="Revoke"
        opened={confirmingRevoke}
        busy={revoke.isPending}
        onCancel={() => {
          setConfirmingRevoke(false);
        }}
        onConfirm={() => {
          revoke.mutate(guideId, {
            onSettled: () => {
              setConfirmingRevoke(false);
            },
          });
        }}
      >
        Revoke the share code of “{guide.tov.name}”? Its link stops working at once. People who already added
        the guide keep it until you remove them.
      </ConfirmDialog>
    </Stack>
  );
}

function LiveCode({
  code,
  expiresAt,
  onRevoke,
}: {
  code: string;
  expiresAt: string | null;
  onRevoke: () => void;
}) {
  const link = shareLinkFor(window.location.origin, code);
  return (
    <Stack gap="xs">
      <Text size="sm">
        Code <Code fz="sm">{code}</Code>
        {expiresAt !== null && <> · valid until {formatShareTime(expiresAt)}</>}
      </Text>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Share link"
          value={link}
          readOnly
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          style={{ flex: 1 }}
        />
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group>
        <Button variant="subtle" color="red" size="xs" onClick={onRevoke}>
          Revoke code
        </Button>
      </Group>
    </Stack>
  );
}
