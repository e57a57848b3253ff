// How a plan changes on this installation: no payments, its administrator sets the plan with the admin
// command of DESIGN.md section 8, shown with the user's address ready to copy.
import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { setLevelCommand } from './plans.ts';

export function ChangePlanInstructions({ email }: { email: string }) {
  const command = setLevelCommand(email, 'PREMIUM');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="change-plan-heading">
      <Stack gap="xs">
        <Title order={3} id="change-plan-heading">
          Changing your plan
        </Title>
        <Text size="sm">
          This installation of Write the Tone takes no payments: its administrator sets each account’s plan.
          Ask them for the plan you need; they run this command on the server, with PREMIUM or ENTERPRISE:
        </Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, overflowX: 'auto' }}>
            {command}
          </Code>
          <CopyButton value={command} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy command'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
