// The step-up re-authentication of spec section 8 (session_refresh_required): a refresh=true login flow in a
// dialog; once the password is confirmed, the caller repeats what the server refused.
import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { ERROR_MESSAGES } from '../../../api/errorPolicy.ts';
import { loginFlows } from '../../../identity/flowAdapters.ts';
import { flowRef, submitPasswordLogin } from '../../../identity/submissions.ts';
import { useSelfServiceFlow } from '../../../identity/useSelfServiceFlow.ts';
import { submitProblem } from '../submitProblem.ts';
import { FlowLoadFailed } from './FlowLoadFailed.tsx';
import { FlowLoading } from './FlowLoading.tsx';
import { FlowMessages, MessageBox } from './FlowMessages.tsx';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import type { SubmitProblem } from './SubmitError.tsx';
import { SubmitError } from './SubmitError.tsx';

export const STEP_UP_TITLE = 'Confirm it’s you';

export function StepUpDialog({
  opened,
  onConfirmed,
  onCancel,
}: {
  opened: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={STEP_UP_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      {/* Mounted only while open, so every opening starts a fresh refresh=true flow. */}
      {opened && <StepUpForm onConfirmed={onConfirmed} />}
    </Modal>
  );
}

function StepUpForm({ onConfirmed }: { onConfirmed: () => void }) {
  const flow = useSelfServiceFlow(loginFlows, { refresh: true, syncUrl: false });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  if (flow.view.status === 'loading') return <FlowLoading label="Loading the confirmation form" />;
  if (flow.view.status === 'failed') {
    return (
      <FlowLoadFailed
        title="The confirmation form could not be loaded"
        detail={flow.view.detail}
        onRetry={flow.retry}
      />
    );
  }
  const { flow: loginFlow, model, notice } = flow.view;

  const confirm = async (identifier: string, password: string) => {
    setSubmitting(true);
    setProblem(null);
    const result = await submitPasswordLogin(flowRef(loginFlow, model.csrfToken), identifier, password);
    setSubmitting(false);
    if (result.ok) {
      onConfirmed();
      return;
    }
    const left = await flow.handleFailure(result.failure);
    const shown = submitProblem(result.failure, left, ERROR_MESSAGES.unexpected, loginFlows);
    setProblem(shown === null ? null : { title: shown.detail ?? shown.title, detail: null });
  };

  return (
    <Stack gap="sm">
      {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
      <FlowMessages messages={model.messages} />
      <SubmitError problem={problem} />
      <PasswordLoginForm
        key={loginFlow.id}
        model={model}
        lockedIdentifier={model.hidden.identifier ?? null}
        submitting={submitting}
        submitLabel="Confirm"
        formLabel="Confirm it’s you"
        onSubmit={(identifier, password) => void confirm(identifier, password)}
        showForgotLink={false}
      />
    </Stack>
  );
}
