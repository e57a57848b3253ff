// /auth/reset-password (spec section 4): the new password of a recovery, set through the privileged settings
// flow (method password). Afterwards the user goes to login, and logs in with the new password.
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { flowState, settingsFlows } from '../../identity/flowAdapters.ts';
import { offersMethod } from '../../identity/formModel.ts';
import { FLOW_FAILURE_TEXTS } from '../../identity/messages.ts';
import { flowRef, submitNewPassword } from '../../identity/submissions.ts';
import { useLogout } from '../../identity/useLogout.ts';
import { useSelfServiceFlow } from '../../identity/useSelfServiceFlow.ts';
import { AuthScreen } from './components/AuthScreen.tsx';
import { FlowPending } from './components/FlowPending.tsx';
import { FlowMessages, MessageBox } from './components/FlowMessages.tsx';
import { NewPasswordForm } from './components/NewPasswordForm.tsx';
import { StepUpDialog } from './components/StepUpDialog.tsx';
import type { SubmitProblem } from './components/SubmitError.tsx';
import { SubmitError } from './components/SubmitError.tsx';
import { submitProblem } from './submitProblem.ts';
import type { LoginLocationState } from './LoginPage.tsx';

export const PASSWORD_METHOD_MISSING_TEXT = 'Changing the password is not available for this account.';

function Frame({ children }: { children: ReactNode }) {
  return (
    <AuthScreen title="Choose a new password" description="Pick a password you do not use anywhere else.">
      {children}
    </AuthScreen>
  );
}

export function ResetPasswordPage() {
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  // Coming back here after a second factor (password=true) or a login keeps the same settings flow.
  const flow = useSelfServiceFlow(settingsFlows, { returnTo: currentPath, passwordRecovery: true });
  const { logout } = useLogout();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [stepUpFor, setStepUpFor] = useState<string | null>(null);

  if (flow.view.status !== 'ready') {
    return (
      <Frame>
        <FlowPending
          view={flow.view}
          loadingLabel="Loading the password form"
          failureTitle={FLOW_FAILURE_TEXTS.passwordResetInit}
          onRetry={flow.retry}
        />
      </Frame>
    );
  }

  const { flow: settingsFlow, model, notice } = flow.view;

  const save = async (password: string) => {
    setSubmitting(true);
    setProblem(null);
    const result = await submitNewPassword(flowRef(settingsFlow, model.csrfToken), password);
    if (result.ok && flowState(result.value) === 'success') {
      // The recovery session has done its job; the user now logs in with the new password.
      const state: LoginLocationState = { passwordChanged: true };
      await logout({ state });
      setSubmitting(false);
      return;
    }
    if (result.ok) {
      flow.showFlow(result.value);
    } else {
      const left = await flow.handleFailure(result.failure);
      if (left?.kind === 'stepUp') setStepUpFor(password);
      else setProblem(submitProblem(result.failure, left, FLOW_FAILURE_TEXTS.passwordUpdate, settingsFlows));
    }
    setSubmitting(false);
  };

  return (
    <Frame>
      {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
      <FlowMessages messages={model.messages} />
      <SubmitError problem={problem} />
      {offersMethod(model, 'password') ? (
        <NewPasswordForm
          key={settingsFlow.id}
          model={model}
          submitting={submitting}
          onSubmit={(password) => void save(password)}
        />
      ) : (
        <MessageBox type="info">{PASSWORD_METHOD_MISSING_TEXT}</MessageBox>
      )}
      <StepUpDialog
        opened={stepUpFor !== null}
        onCancel={() => setStepUpFor(null)}
        onConfirmed={() => {
          const password = stepUpFor;
          setStepUpFor(null);
          // Continue with what the server refused before the re-authentication.
          if (password !== null) void save(password);
        }}
      />
    </Frame>
  );
}
