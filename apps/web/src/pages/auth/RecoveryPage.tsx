// /auth/forgot-password and /recovery (spec section 4, "Recovery: e-mail step, then code step"): a code is
// mailed, and the right code leads to the settings flow where the new password is chosen.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { flowState, recoveryFlows } from '../../identity/flowAdapters.ts';
import type { FlowFormModel } from '../../identity/formModel.ts';
import { findAction } from '../../identity/formModel.ts';
import { FLOW_FAILURE_TEXTS } from '../../identity/messages.ts';
import { resetPasswordTarget, resetPasswordTargetOfFailure } from '../../identity/recoveryTarget.ts';
import { flowRef, submitRecovery } from '../../identity/submissions.ts';
import { useSelfServiceFlow } from '../../identity/useSelfServiceFlow.ts';
import { PATHS } from '../../routes/paths.ts';
import { AuthScreen } from './components/AuthScreen.tsx';
import { CodeStepForm } from './components/CodeStepForm.tsx';
import { EmailStepForm } from './components/EmailStepForm.tsx';
import { FlowPending } from './components/FlowPending.tsx';
import { FlowMessages, MessageBox } from './components/FlowMessages.tsx';
import type { SubmitProblem } from './components/SubmitError.tsx';
import { SubmitError } from './components/SubmitError.tsx';
import { splitMessages } from './splitMessages.ts';
import { submitProblem } from './submitProblem.ts';

export const RECOVERY_CODE_RESENT_TEXT = 'We sent you a new code.';
export const RECOVERED_TEXT = 'Your code was accepted. You can now choose a new password.';

function addressOf(model: FlowFormModel): string | null {
  const value = findAction(model, 'email')?.value ?? model.fields.email?.value ?? '';
  return value === '' ? null : value;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthScreen title={title} description="We will email you a code to reset your password.">
      {children}
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to={PATHS.login}>
          Back to log in
        </Anchor>
      </Text>
    </AuthScreen>
  );
}

/** Both recovery routes; `title` is the heading of the one that is open. */
export function RecoveryScreen({ title }: { title: string }) {
  const flow = useSelfServiceFlow(recoveryFlows);
  const navigate = useNavigate();
  const [pending, setPending] = useState<'send' | 'code' | 'resend' | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [resent, setResent] = useState(false);

  if (flow.view.status !== 'ready') {
    return (
      <Frame title={title}>
        <FlowPending
          view={flow.view}
          loadingLabel="Loading the recovery form"
          failureTitle={FLOW_FAILURE_TEXTS.recoveryInit}
          onRetry={flow.retry}
        />
      </Frame>
    );
  }

  const { flow: recoveryFlow, model, notice } = flow.view;
  const ref = flowRef(recoveryFlow, model.csrfToken);
  const state = flowState(recoveryFlow);
  const address = addressOf(model);
  const { notes, error } = splitMessages(model.messages);
  const origin = window.location.origin;

  const submit = async (kind: 'send' | 'code' | 'resend', input: { email: string } | { code: string }) => {
    setPending(kind);
    setProblem(null);
    setResent(false);
    const result = await submitRecovery(ref, input);
    if (result.ok) {
      const target = resetPasswordTarget(result.value, origin);
      if (target !== null) {
        void navigate(target);
        return;
      }
      flow.showFlow(result.value);
      setResent(kind === 'resend');
    } else {
      const target = resetPasswordTargetOfFailure(result.failure, origin);
      if (target !== null) {
        void navigate(target);
        return;
      }
      const fallback = kind === 'code' ? FLOW_FAILURE_TEXTS.recoveryCode : FLOW_FAILURE_TEXTS.recovery;
      const left = await flow.handleFailure(result.failure);
      setProblem(submitProblem(result.failure, left, fallback, recoveryFlows));
    }
    setPending(null);
  };

  if (state === 'passed_challenge') {
    return (
      <Frame title={title}>
        <MessageBox type="success">{RECOVERED_TEXT}</MessageBox>
        <Button component={Link} to={PATHS.resetPassword} fullWidth>
          Choose a new password
        </Button>
      </Frame>
    );
  }

  return (
    <Frame title={title}>
      <Stack gap="sm">
        {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
        {resent && <MessageBox type="success">{RECOVERY_CODE_RESENT_TEXT}</MessageBox>}
        <FlowMessages messages={state === 'sent_email' ? notes : model.messages} />
        <SubmitError problem={problem} />
        {state === 'sent_email' ? (
          <CodeStepForm
            key={recoveryFlow.id}
            model={model}
            address={address}
            flowError={error}
            submitting={pending === 'code'}
            resending={pending === 'resend'}
            formLabel="Recover account"
            submitLabel="Continue"
            onSubmit={(code) => void submit('code', { code })}
            onResend={address === null ? null : () => void submit('resend', { email: address })}
            onChangeAddress={() => void flow.restart(null, null)}
          />
        ) : (
          <EmailStepForm
            key={recoveryFlow.id}
            model={model}
            submitting={pending === 'send'}
            formLabel="Request recovery code"
            submitLabel="Send code"
            onSubmit={(email) => void submit('send', { email })}
          />
        )}
      </Stack>
    </Frame>
  );
}

export function ForgotPasswordPage() {
  return <RecoveryScreen title="Forgot your password?" />;
}

export function RecoveryPage() {
  return <RecoveryScreen title="Recover your account" />;
}
