// /auth/verify (spec section 4, "Verification"): the code mailed to the address, with resend; state
// passed_challenge is success. The flow comes from the registration's continue_with or is started here.
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flowState, verificationFlows } from '../../identity/flowAdapters.ts';
import type { FlowFormModel } from '../../identity/formModel.ts';
import { findAction } from '../../identity/formModel.ts';
import { FLOW_FAILURE_TEXTS } from '../../identity/messages.ts';
import { flowRef, submitVerification } from '../../identity/submissions.ts';
import { useCompleteSignIn } from '../../identity/useCompleteSignIn.ts';
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

export const VERIFIED_TEXT = 'Your email address has been verified.';
export const CODE_RESENT_TEXT = 'We sent you a new code.';

/** The address of a sent_email flow: the resend button's value, else the e-mail field's. */
function addressOf(model: FlowFormModel): string | null {
  const value = findAction(model, 'email')?.value ?? model.fields.email?.value ?? model.hidden.email ?? '';
  return value === '' ? null : value;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <AuthScreen
      title="Verify your email address"
      description="Confirm that this address is yours with the code we email you."
    >
      {children}
    </AuthScreen>
  );
}

export function VerifyPage() {
  const flow = useSelfServiceFlow(verificationFlows);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState<'send' | 'code' | 'resend' | 'continue' | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [resent, setResent] = useState(false);

  if (flow.view.status !== 'ready') {
    return (
      <Frame>
        <FlowPending
          view={flow.view}
          loadingLabel="Loading the verification form"
          failureTitle={FLOW_FAILURE_TEXTS.verificationInit}
          onRetry={flow.retry}
        />
      </Frame>
    );
  }

  const { flow: verificationFlow, model, notice } = flow.view;
  const ref = flowRef(verificationFlow, model.csrfToken);
  const state = flowState(verificationFlow);
  const address = addressOf(model);
  const { notes, error } = splitMessages(model.messages);

  const submit = async (kind: 'send' | 'code' | 'resend', input: { code: string; email?: string }) => {
    setPending(kind);
    setProblem(null);
    setResent(false);
    const result = await submitVerification(ref, input);
    if (result.ok) {
      flow.showFlow(result.value);
      setResent(kind === 'resend');
    } else {
      const fallback =
        kind === 'resend' ? FLOW_FAILURE_TEXTS.resendVerification : FLOW_FAILURE_TEXTS.verification;
      const left = await flow.handleFailure(result.failure);
      setProblem(submitProblem(result.failure, left, fallback, verificationFlows));
    }
    setPending(null);
  };

  // Signed in (a registration signs the user in) means the library; otherwise logging in comes next.
  const continueOn = async () => {
    setPending('continue');
    try {
      if ((await completeSignIn(PATHS.libraryGuides)) === 'signedOut') void navigate(PATHS.login);
    } catch (cause) {
      console.error('Could not load the signed-in user.', cause);
      void navigate(PATHS.login);
    }
    setPending(null);
  };

  if (state === 'passed_challenge') {
    return (
      <Frame>
        {notes.length > 0 ? (
          <FlowMessages messages={notes} />
        ) : (
          <MessageBox type="success">{VERIFIED_TEXT}</MessageBox>
        )}
        <Button onClick={() => void continueOn()} loading={pending === 'continue'} fullWidth>
          Continue
        </Button>
      </Frame>
    );
  }

  return (
    <Frame>
      <Stack gap="sm">
        {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
        {resent && <MessageBox type="success">{CODE_RESENT_TEXT}</MessageBox>}
        <FlowMessages messages={state === 'sent_email' ? notes : model.messages} />
        <SubmitError problem={problem} />
        {state === 'sent_email' ? (
          <CodeStepForm
            key={verificationFlow.id}
            model={model}
            address={address}
            flowError={error}
            submitting={pending === 'code'}
            resending={pending === 'resend'}
            formLabel="Verify email"
            submitLabel="Verify"
            onSubmit={(code) => void submit('code', { code })}
            onResend={address === null ? null : () => void submit('resend', { code: '', email: address })}
            onChangeAddress={() => void flow.restart(null, null)}
          />
        ) : (
          <EmailStepForm
            key={verificationFlow.id}
            model={model}
            submitting={pending === 'send'}
            formLabel="Send verification code"
            submitLabel="Send code"
            onSubmit={(email) => void submit('send', { code: '', email })}
          />
        )}
      </Stack>
    </Frame>
  );
}
