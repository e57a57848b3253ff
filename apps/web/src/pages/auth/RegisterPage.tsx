// /auth/register (spec section 4, "Registration: form, then verification, then success"): e-mail address and
// password, then the verification screen the server names in continue_with.
import { Anchor, Text } from '@mantine/core';
import type { SuccessfulNativeRegistration } from '@ory/client-fetch';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { decideContinueWith } from '../../identity/continueWith.ts';
import { registrationFlows } from '../../identity/flowAdapters.ts';
import { FLOW_FAILURE_TEXTS } from '../../identity/messages.ts';
import { flowRef, submitRegistration } from '../../identity/submissions.ts';
import { useCompleteSignIn } from '../../identity/useCompleteSignIn.ts';
import { useSelfServiceFlow } from '../../identity/useSelfServiceFlow.ts';
import { PATHS } from '../../routes/paths.ts';
import { AuthScreen } from './components/AuthScreen.tsx';
import { FlowPending } from './components/FlowPending.tsx';
import { FlowMessages, MessageBox } from './components/FlowMessages.tsx';
import { RegistrationForm } from './components/RegistrationForm.tsx';
import type { SubmitProblem } from './components/SubmitError.tsx';
import { SubmitError } from './components/SubmitError.tsx';
import { submitProblem } from './submitProblem.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <AuthScreen
      title="Create your account"
      description="Keep your team’s writing on brand with Write the Tone."
    >
      {children}
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={PATHS.login}>
          Log in
        </Anchor>
      </Text>
    </AuthScreen>
  );
}

export function RegisterPage() {
  const flow = useSelfServiceFlow(registrationFlows);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  if (flow.view.status !== 'ready') {
    return (
      <Frame>
        <FlowPending
          view={flow.view}
          loadingLabel="Loading the registration form"
          failureTitle={FLOW_FAILURE_TEXTS.registration}
          onRetry={flow.retry}
        />
      </Frame>
    );
  }

  const { flow: registrationFlow, model, notice } = flow.view;

  // Verification comes next when the server asks for it; otherwise a session means the library, and no
  // session means logging in with the new account.
  const continueAfter = async (answer: SuccessfulNativeRegistration) => {
    const step = decideContinueWith(answer.continue_with, window.location.origin);
    if (step?.kind === 'verification') {
      void navigate(step.path);
      return;
    }
    if (answer.session !== undefined && (await completeSignIn(PATHS.libraryGuides)) !== 'signedOut') return;
    void navigate(PATHS.login);
  };

  const register = async (email: string, password: string) => {
    setSubmitting(true);
    setProblem(null);
    const result = await submitRegistration(flowRef(registrationFlow, model.csrfToken), email, password);
    if (result.ok) {
      try {
        await continueAfter(result.value);
      } catch (error) {
        console.error('Could not continue after the registration.', error);
        setProblem({ title: FLOW_FAILURE_TEXTS.registration, detail: null });
      }
    } else {
      const left = await flow.handleFailure(result.failure);
      setProblem(submitProblem(result.failure, left, FLOW_FAILURE_TEXTS.registration, registrationFlows));
    }
    setSubmitting(false);
  };

  return (
    <Frame>
      {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
      <FlowMessages messages={model.messages} />
      <SubmitError problem={problem} />
      <RegistrationForm
        key={registrationFlow.id}
        model={model}
        submitting={submitting}
        onSubmit={(email, password) => void register(email, password)}
      />
    </Frame>
  );
}
