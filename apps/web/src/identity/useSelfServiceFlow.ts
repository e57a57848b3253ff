// The life of one self-service flow on a screen: fetch the flow named in `?flow=` or start one, keep the
// address in step with the flow shown, replace it with what the server returns, start over when the server
// says so, and carry out every other identity error (spec sections 4 and 8).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../routes/paths.ts';
import { browserLocation } from './browserLocation.ts';
import type { FailureContext } from './failureAction.ts';
import { decideFailureAction } from './failureAction.ts';
import type { AnyFlow, CreateFlowOptions, FlowAdapter } from './flowAdapters.ts';
import type { FlowFormModel } from './formModel.ts';
import { buildFormModel } from './formModel.ts';
import type { IdentityFailure } from './identityFailure.ts';
import type { FlowLoadResult } from './resolveFlow.ts';
import { resolveFlow } from './resolveFlow.ts';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

export interface FlowScreenOptions {
  /** Absolute return_to for the server (it checks it against its allow-list). */
  returnToUrl?: string;
  refresh?: boolean;
  aal?: 'aal1' | 'aal2';
  /** Where the user goes once signed in (an app path); also where the two-factor screen returns to. */
  returnTo?: string | null;
  /** The way through password recovery (the two-factor screen gets password=true). */
  passwordRecovery?: boolean;
  /** Keep the flow id in `?flow=` so a reload continues the same flow; false inside dialogs. */
  syncUrl?: boolean;
}

export type FlowView<F extends AnyFlow> =
  | { status: 'loading' }
  | { status: 'ready'; flow: F; model: FlowFormModel; notice: string | null }
  | { status: 'failed'; detail: string | null };

/** What is left for the screen after handleFailure: a message to show, or a step-up to run. */
export type ScreenFailure = { kind: 'error'; message: string | null } | { kind: 'stepUp' };

export interface FlowController<F extends AnyFlow> {
  view: FlowView<F>;
  /** The flow the server returned (HTTP 200 or 400) replaces the one shown. */
  showFlow: (flow: F) => void;
  /** Starts over with the named flow or a new one, showing `notice` above the form. */
  restart: (flowId: string | null, notice: string | null) => Promise<void>;
  /** Tries again after the flow could not be loaded. */
  retry: () => void;
  handleFailure: (failure: IdentityFailure) => Promise<ScreenFailure | null>;
  context: FailureContext;
}

interface Loaded<F extends AnyFlow> {
  attempt: number;
  /** The `?flow=` value the result was loaded for. */
  sourceFlowId: string | null;
  result: FlowLoadResult<F>;
}

const FLOW_PARAM = 'flow';

export function useSelfServiceFlow<F extends AnyFlow>(
  adapter: FlowAdapter<F>,
  options: FlowScreenOptions = {},
): FlowController<F> {
  const { returnToUrl, refresh, aal, returnTo = null, passwordRecovery = false, syncUrl = true } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const urlFlowId = syncUrl ? searchParams.get(FLOW_PARAM) : null;
  const locationState: unknown = location.state;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<F> | null>(null);
  const [restarting, setRestarting] = useState(false);
  const [returnToRefused, setReturnToRefused] = useState(false);

  const context = useMemo<FailureContext>(
    () => ({
      origin: window.location.origin,
      currentPath: `${location.pathname}${location.search}`,
      returnTo,
      passwordRecovery,
    }),
    [location.pathname, location.search, returnTo, passwordRecovery],
  );
  const createOptions = useMemo<CreateFlowOptions>(
    () => ({ returnTo: returnToRefused ? undefined : returnToUrl, refresh, aal }),
    [returnToRefused, returnToUrl, refresh, aal],
  );

  const readyFlow = loaded?.result.kind === 'ready' ? loaded.result.flow : null;
  // Current when loaded for this address, or when the address is catching up with a newer flow we set.
  const current =
    loaded !== null &&
    loaded.attempt === attempt &&
    (loaded.sourceFlowId === urlFlowId || (readyFlow !== null && readyFlow.id === urlFlowId));

  useEffect(() => {
    if (current) return undefined;
    let cancelled = false;
    const start = { flowId: urlFlowId, notice: null, create: createOptions };
    resolveFlow(adapter, start, context).then(
      (result) => {
        if (!cancelled) setLoaded({ attempt, sourceFlowId: urlFlowId, result });
      },
      (error: unknown) => {
        console.error('Could not load the identity flow.', error);
        if (!cancelled) {
          setLoaded({
            attempt,
            sourceFlowId: urlFlowId,
            result: { kind: 'failed', failure: null, detail: null },
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [current, urlFlowId, attempt, adapter, createOptions, context]);

  const signedInTarget = returnTo ?? PATHS.libraryGuides;
  const result = current ? loaded.result : null;
  useEffect(() => {
    if (result === null) return;
    switch (result.kind) {
      case 'navigate':
        void navigate(result.to, { replace: true });
        return;
      case 'redirectBrowser':
        browserLocation.assign(result.url);
        return;
      case 'alreadySignedIn':
        void completeSignIn(signedInTarget, { passwordRecovery }).then((outcome) => {
          if (outcome === 'signedOut') {
            setLoaded((previous) =>
              previous === null
                ? previous
                : { ...previous, result: { kind: 'failed', failure: null, detail: null } },
            );
          }
        });
        return;
      case 'ready':
        if (syncUrl && result.flow.id !== urlFlowId) {
          const flowId = result.flow.id;
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(FLOW_PARAM, flowId);
              return next;
            },
            // The router state (for example the login page's "password changed" note) stays with the page.
            { replace: true, state: locationState },
          );
        }
        return;
      case 'failed':
        return;
    }
  }, [
    result,
    navigate,
    completeSignIn,
    signedInTarget,
    passwordRecovery,
    syncUrl,
    urlFlowId,
    setSearchParams,
    locationState,
  ]);

  const showFlow = useCallback(
    (flow: F) => {
      setLoaded({ attempt, sourceFlowId: urlFlowId, result: { kind: 'ready', flow, notice: null } });
    },
    [attempt, urlFlowId],
  );

  const restartWith = useCallback(
    async (flowId: string | null, notice: string | null, create: CreateFlowOptions) => {
      setRestarting(true);
      const next = await resolveFlow(adapter, { flowId, notice, create }, context);
      setLoaded({ attempt, sourceFlowId: urlFlowId, result: next });
      setRestarting(false);
    },
    [adapter, context, attempt, urlFlowId],
  );

  const restart = useCallback(
    (flowId: string | null, notice: string | null) => restartWith(flowId, notice, createOptions),
    [restartWith, createOptions],
  );

  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);

  const handleFailure = useCallback(
    async (failure: IdentityFailure): Promise<ScreenFailure | null> => {
      const action = decideFailureAction(failure, context);
      switch (action.type) {
        case 'showFlow':
          showFlow(adapter.parse(action.flow));
          return null;
        case 'restart':
          if (action.dropReturnTo) setReturnToRefused(true);
          await restartWith(
            action.flowId,
            action.notice,
            action.dropReturnTo ? { ...createOptions, returnTo: undefined } : createOptions,
          );
          return null;
        case 'navigate':
          void navigate(action.to);
          return null;
        case 'redirectBrowser':
          browserLocation.assign(action.url);
          return null;
        case 'alreadySignedIn':
          return (await completeSignIn(signedInTarget, { passwordRecovery })) === 'signedOut'
            ? { kind: 'error', message: null }
            : null;
        case 'stepUp':
          return { kind: 'stepUp' };
        case 'showError':
          return { kind: 'error', message: action.message };
      }
    },
    [
      context,
      showFlow,
      adapter,
      restartWith,
      createOptions,
      navigate,
      completeSignIn,
      signedInTarget,
      passwordRecovery,
    ],
  );

  const model = useMemo(() => (readyFlow === null ? null : buildFormModel(readyFlow.ui)), [readyFlow]);
  const view: FlowView<F> =
    restarting || result === null
      ? { status: 'loading' }
      : result.kind === 'ready' && model !== null
        ? { status: 'ready', flow: result.flow, model, notice: result.notice }
        : result.kind === 'failed'
          ? { status: 'failed', detail: result.detail }
          : { status: 'loading' };

  return { view, showFlow, restart, retry, handleFailure, context };
}
