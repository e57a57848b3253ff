import { Button, Divider, Stack } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { OidcProvider } from '../../../identity/formModel.ts';

/** One button per external identity provider of the flow (its oidc nodes), under an "or" divider. */
export function OidcButtons({
  providers,
  pendingProvider,
  disabled,
  onSelect,
}: {
  providers: readonly OidcProvider[];
  pendingProvider: string | null;
  disabled: boolean;
  onSelect: (provider: string) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {providers.map(({ provider, label }) => (
        <Button
          key={provider}
          variant="default"
          fullWidth
          leftSection={<IconWorld size={18} />}
          loading={pendingProvider === provider}
          disabled={disabled && pendingProvider !== provider}
          onClick={() => onSelect(provider)}
          data-provider={provider}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
