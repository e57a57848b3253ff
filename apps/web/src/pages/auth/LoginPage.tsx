// /auth/login (spec sections 2, 4, 5, 8): password login, external providers, return_to, the time-out
// banner and refresh=true re-authentication.
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ERROR_MESSAGES } from '../../api/errorPolicy.ts';
import { loginFlows } from '../../identity/flowAdapters.ts';
import { oidcProviders } from '../../identity/formModel.ts';
import type { IdentityFailure } from '../../identity/identityFailure.ts';
import { FLOW_FAILURE_TEXTS } from '../../identity/messages.ts';
import { flowRef, submitOidcLogin, submitPasswordLogin } from '../../identity/submissions.ts';
import { useCompleteSignIn } from '../../identity/useCompleteSignIn.ts';
import { useSelfServiceFlow } from '../../identity/useSelfServiceFlow.ts';
import { PATHS } from '../../routes/paths.ts';
import { AuthScreen } from './components/AuthScreen.tsx';
import { FlowLoadFailed } from './components/FlowLoadFailed.tsx';
import { FlowLoading } from './components/FlowLoading.tsx';
import { FlowMessages, MessageBox } from './components/FlowMessages.tsx';
import { OidcButtons } from './components/OidcButtons.tsx';
import { PasswordLoginForm } from './components/PasswordLoginForm.tsx';
import type { SubmitProblem } from './components/SubmitError.tsx';
import { SubmitError } from './components/SubmitError.tsx';
import { submitProblem } from './submitProblem.ts';
import { useReturnTo } from './useReturnTo.ts';

/** Router state the reset-password screen leaves for the login screen. */
export interface LoginLocationState {
  passwordChanged?: boolean;
}

function passwordChangedIn(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as LoginLocationState).passwordChanged === true
  );
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const timedOut = searchParams.get('error') === 'timeout';
  const refresh = searchParams.get('refresh') === 'true';
  const returnTo = useReturnTo();
  const flow = useSelfServiceFlow(loginFlows, {
    returnToUrl: returnTo.url,
    returnTo: returnTo.path,
    refresh: refresh || undefined,
  });
  const completeSignIn = useCompleteSignIn();
  const [submitting, setSubmitting] = useState(false);
  const [pendingProvider, setPendingProvider] = useState<string | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  const finishSignIn = async () => {
    try {
      if ((await completeSignIn(returnTo.path)) === 'signedOut') {
        setProblem({ title: ERROR_MESSAGES.unexpected, detail: null });
      }
    } catch (error) {
      console.error('Could not load the signed-in user.', error);
      setProblem({ title: ERROR_MESSAGES.unexpected, detail: null });
    }
  };

  // Spec section 8: "login uses the original error" — the server's own words, not a fallback of ours.
  const reportFailure = async (failure: IdentityFailure, fallback: string) => {
    const left = await flow.handleFailure(failure);
    const shown = submitProblem(failure, left, fallback, loginFlows);
    setProblem(shown === null ? null : { title: shown.detail ?? shown.title, detail: null });
  };

  if (flow.view.status !== 'ready') {
    return (
      <LoginFrame refresh={refresh} timedOut={timedOut} passwordChanged={passwordChangedIn(location.state)}>
        {flow.view.status === 'loading' ? (
          <FlowLoading label="Loading the login form" />
        ) : (
          <FlowLoadFailed
            title="The login form could not be loaded"
            detail={flow.view.detail}
            onRetry={flow.retry}
          />
        )}
      </LoginFrame>
    );
  }

  const { flow: loginFlow, model, notice } = flow.view;
  const ref = flowRef(loginFlow, model.csrfToken);
  const lockedIdentifier = refresh ? (model.hidden.identifier ?? null) : null;
  const busy = submitting || pendingProvider !== null;

  const loginWithPassword = async (identifier: string, password: string) => {
    setSubmitting(true);
    setProblem(null);
    const result = await submitPasswordLogin(ref, identifier, password);
    if (result.ok) await finishSignIn();
    else await reportFailure(result.failure, ERROR_MESSAGES.unexpected);
    setSubmitting(false);
  };

  const loginWithProvider = async (provider: string) => {
    setPendingProvider(provider);
    setProblem(null);
    const result = await submitOidcLogin(ref, provider);
    if (result.ok) await finishSignIn();
    else await reportFailure(result.failure, FLOW_FAILURE_TEXTS.oidcLogin);
    setPendingProvider(null);
  };

  return (
    <LoginFrame refresh={refresh} timedOut={timedOut} passwordChanged={passwordChangedIn(location.state)}>
      {notice !== null && <MessageBox type="error">{notice}</MessageBox>}
      <FlowMessages messages={model.messages} />
      <SubmitError problem={problem} />
      <PasswordLoginForm
        key={loginFlow.id}
        model={model}
        lockedIdentifier={lockedIdentifier}
        submitting={submitting}
        submitLabel={refresh ? 'Confirm' : 'Log in'}
        formLabel="Log in"
        onSubmit={(identifier, password) => void loginWithPassword(identifier, password)}
        showForgotLink={!refresh}
      />
      {!refresh && (
        <OidcButtons
          providers={oidcProviders(model)}
          pendingProvider={pendingProvider}
          disabled={busy}
          onSelect={(provider) => void loginWithProvider(provider)}
        />
      )}
    </LoginFrame>
  );
}

function LoginFrame({
  refresh,
  timedOut,
  passwordChanged,
  children,
}: {
  refresh: boolean;
  timedOut: boolean;
  passwordChanged: boolean;
  children: ReactNode;
}) {
  return (
    <AuthScreen
      title={refresh ? 'Confirm it’s you' : 'Log in'}
      description={
        refresh
          ? 'Enter your password again to continue.'
          : 'Log in to Write the Tone to open your guides, glossaries and prompts.'
      }
    >
      {timedOut && (
        <MessageBox type="error" title="Your session could not be loaded">
          Loading your session took too long. Please log in again.
        </MessageBox>
      )}
      {passwordChanged && (
        <MessageBox type="success" title="Your password has been changed">
          Log in with your new password.
        </MessageBox>
      )}
      {children}
      {!refresh && (
        <Text size="sm" ta="center">
          New to Write the Tone?{' '}
          <Anchor component={Link} to={PATHS.register}>
            Create an account
          </Anchor>
        </Text>
      )}
    </AuthScreen>
  );
}
