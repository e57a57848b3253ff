import { Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { settingsFlows } from '../../identity/flowAdapters.ts';
import { readSecurity } from '../../identity/settings/securityModel.ts';
import { useSelfServiceFlow } from '../../identity/useSelfServiceFlow.ts';
import { FlowLoadFailed } from '../auth/components/FlowLoadFailed.tsx';
import { FlowLoading } from '../auth/components/FlowLoading.tsx';
import { FlowMessages, MessageBox } from '../auth/components/FlowMessages.tsx';
import { StepUpDialog } from '../auth/components/StepUpDialog.tsx';
import { BackupCodesSection } from './security/BackupCodesSection.tsx';
import { ChangePasswordSection } from './security/ChangePasswordSection.tsx';
import { LinkedProvidersSection } from './security/LinkedProvidersSection.tsx';
import { TwoFactorSection } from './security/TwoFactorSection.tsx';
import { useSecurityActions } from './useSecurityActions.ts';

export const SECURITY_LOAD_FAILED_TEXT = 'The security settings could not be loaded';

/** The "Security" section of /profile/settings: one settings flow (kept in `?flow=`) drives every part. */
export function SecuritySettings() {
  const location = useLocation();
  // A second factor or a login on the way comes back here, to the same flow.
  const flow = useSelfServiceFlow(settingsFlows, { returnTo: `${location.pathname}${location.search}` });
  const actions = useSecurityActions(flow);

  let content;
  if (flow.view.status === 'loading') {
    content = <FlowLoading label="Loading the security settings" />;
  } else if (flow.view.status === 'failed') {
    content = (
      <FlowLoadFailed title={SECURITY_LOAD_FAILED_TEXT} detail={flow.view.detail} onRetry={flow.retry} />
    );
  } else {
    const { flow: settingsFlow, model, notice } = flow.view;
    const security = readSecurity(settingsFlow.ui, model);
    content = (
      <>
        {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
        {/* Messages the flow came with (after a recovery, a restart) belong to no section yet. */}
        {actions.lastSection === null && <FlowMessages messages={model.messages} />}
        {security.password && <ChangePasswordSection model={model} actions={actions} />}
        <TwoFactorSection totp={security.totp} model={model} actions={actions} />
        <BackupCodesSection state={security.backupCodes} model={model} actions={actions} />
        <LinkedProvidersSection providers={security.providers} model={model} actions={actions} />
      </>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="security-heading">
      <Title order={2} id="security-heading">
        Security
      </Title>
      {content}
      <StepUpDialog
        opened={actions.stepUp.opened}
        onCancel={actions.stepUp.cancelled}
        onConfirmed={actions.stepUp.confirmed}
      />
    </Stack>
  );
}
