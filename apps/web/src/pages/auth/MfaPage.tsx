// /auth/mfa (spec sections 2 and 4): the second factor of a login, an authenticator code or a backup code,
// in an aal=aal2 login flow. password=true marks the way through password recovery.
import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ERROR_MESSAGES } from '../../api/errorPolicy.ts';
import { loginFlows } from '../../identity/flowAdapters.ts';
import { flowRef, submitSecondFactor } from '../../identity/submissions.ts';
import { useCompleteSignIn } from '../../identity/useCompleteSignIn.ts';
import { useLogout } from '../../identity/useLogout.ts';
import { useSelfServiceFlow } from '../../identity/useSelfServiceFlow.ts';
import { AuthScreen } from './components/AuthScreen.tsx';
import { FlowPending } from './components/FlowPending.tsx';
import { FlowMessages, MessageBox } from './components/FlowMessages.tsx';
import type { SecondFactorMethod } from './components/SecondFactorForm.tsx';
import { SecondFactorForm, availableFactors } from './components/SecondFactorForm.tsx';
import type { SubmitProblem } from './components/SubmitError.tsx';
import { SubmitError } from './components/SubmitError.tsx';
import { splitMessages } from './splitMessages.ts';
import { submitProblem } from './submitProblem.ts';
import { useReturnTo } from './useReturnTo.ts';

export const NO_SECOND_FACTOR_TEXT =
  'This account has no second factor set up. Log in again, or contact your administrator.';

export function MfaPage() {
  const [searchParams] = useSearchParams();
  const passwordRecovery = searchParams.get('password') === 'true';
  const returnTo = useReturnTo();
  const flow = useSelfServiceFlow(loginFlows, {
    aal: 'aal2',
    returnToUrl: returnTo.url,
    returnTo: returnTo.path,
    passwordRecovery,
  });
  const completeSignIn = useCompleteSignIn();
  const { logout, loggingOut } = useLogout();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  const frame = (children: ReactNode) => (
    <AuthScreen
      title="Two-factor authentication"
      description={
        passwordRecovery
          ? 'Before you choose a new password, confirm it’s you with your second factor.'
          : 'Your account is protected with a second factor. Enter a code to finish logging in.'
      }
    >
      {children}
      <Group justify="center">
        <Text size="sm">
          Not you?{' '}
          <Anchor component="button" type="button" onClick={() => void logout()} disabled={loggingOut}>
            Log in with another account
          </Anchor>
        </Text>
      </Group>
    </AuthScreen>
  );

  if (flow.view.status !== 'ready') {
    return frame(
      <FlowPending
        view={flow.view}
        loadingLabel="Loading the two-factor form"
        failureTitle="The two-factor form could not be loaded"
        onRetry={flow.retry}
      />,
    );
  }

  const { flow: loginFlow, model, notice } = flow.view;
  const { notes, error } = splitMessages(model.messages);

  const verify = async (method: SecondFactorMethod, code: string) => {
    setSubmitting(true);
    setProblem(null);
    const result = await submitSecondFactor(flowRef(loginFlow, model.csrfToken), { method, code });
    if (result.ok) {
      try {
        if ((await completeSignIn(returnTo.path, { passwordRecovery })) === 'signedOut') {
          setProblem({ title: ERROR_MESSAGES.unexpected, detail: null });
        }
      } catch (cause) {
        console.error('Could not load the signed-in user.', cause);
        setProblem({ title: ERROR_MESSAGES.unexpected, detail: null });
      }
    } else {
      const left = await flow.handleFailure(result.failure);
      const shown = submitProblem(result.failure, left, ERROR_MESSAGES.unexpected, loginFlows);
      setProblem(shown === null ? null : { title: shown.detail ?? shown.title, detail: null });
    }
    setSubmitting(false);
  };

  return frame(
    <>
      {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
      <FlowMessages messages={notes} />
      <SubmitError problem={problem} />
      {availableFactors(model).length === 0 ? (
        <MessageBox type="info">{error ?? NO_SECOND_FACTOR_TEXT}</MessageBox>
      ) : (
        <SecondFactorForm
          key={loginFlow.id}
          model={model}
          flowError={error}
          submitting={submitting}
          onSubmit={(method, code) => void verify(method, code)}
        />
      )}
    </>,
  );
}
