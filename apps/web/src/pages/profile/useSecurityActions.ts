// Runs the security section's submits against the one settings flow the page shows: the answer replaces
// the flow, a refused submit shows why in the section that sent it, and session_refresh_required opens the
// step-up dialog and sends the same submit again once the user has confirmed (as the password reset does).
import type { SettingsFlow } from '@ory/client-fetch';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../identity/callIdentity.ts';
import { flowState, settingsFlows } from '../../identity/flowAdapters.ts';
import type { SettingsFlowRef } from '../../identity/settings/settingsSubmissions.ts';
import { flowRef } from '../../identity/submissions.ts';
import type { FlowController } from '../../identity/useSelfServiceFlow.ts';
import type { SubmitProblem } from '../auth/components/SubmitError.tsx';
import { submitProblem } from '../auth/submitProblem.ts';

export type SecuritySection = 'password' | 'totp' | 'backupCodes' | 'providers';

export type SecuritySend = (ref: SettingsFlowRef) => Promise<CallResult<SettingsFlow>>;

export interface SecurityActions {
  /** The section whose submit is under way. */
  busy: SecuritySection | null;
  /** The section that sent the last submit: the flow's messages belong to it. */
  lastSection: SecuritySection | null;
  /** Whether that submit ended with the flow in state success. */
  succeeded: boolean;
  /** Counts successful submits, so a form can start empty after each one. */
  successCount: number;
  problem: SubmitProblem | null;
  run: (section: SecuritySection, fallback: string, send: SecuritySend) => Promise<void>;
  stepUp: { opened: boolean; confirmed: () => void; cancelled: () => void };
}

interface Pending {
  section: SecuritySection;
  fallback: string;
  send: SecuritySend;
}

export function useSecurityActions(flow: FlowController<SettingsFlow>): SecurityActions {
  const [busy, setBusy] = useState<SecuritySection | null>(null);
  const [lastSection, setLastSection] = useState<SecuritySection | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [successCount, setSuccessCount] = useState(0);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [stepUpFor, setStepUpFor] = useState<Pending | null>(null);
  // The retry after a step-up must use the flow shown then, not the one of the render that started it.
  const shown = useRef<SettingsFlowRef | null>(null);
  const ready = flow.view.status === 'ready' ? flow.view : null;
  useEffect(() => {
    shown.current = ready === null ? null : flowRef(ready.flow, ready.model.csrfToken);
  }, [ready]);
  const { showFlow, handleFailure } = flow;

  const run = useCallback(
    async (section: SecuritySection, fallback: string, send: SecuritySend) => {
      const ref = shown.current;
      if (ref === null) return;
      setBusy(section);
      setLastSection(section);
      setSucceeded(false);
      setProblem(null);
      const result = await send(ref);
      if (result.ok) {
        showFlow(result.value);
        if (flowState(result.value) === 'success') {
          setSucceeded(true);
          setSuccessCount((count) => count + 1);
        }
      } else {
        const left = await handleFailure(result.failure);
        if (left?.kind === 'stepUp') setStepUpFor({ section, fallback, send });
        else setProblem(submitProblem(result.failure, left, fallback, settingsFlows));
      }
      setBusy(null);
    },
    [showFlow, handleFailure],
  );

  const confirmed = useCallback(() => {
    const pending = stepUpFor;
    setStepUpFor(null);
    // Continue with what the server refused before the re-authentication.
    if (pending !== null) void run(pending.section, pending.fallback, pending.send);
  }, [stepUpFor, run]);
  const cancelled = useCallback(() => setStepUpFor(null), []);

  return {
    busy,
    lastSection,
    succeeded,
    successCount,
    problem,
    run,
    stepUp: { opened: stepUpFor !== null, confirmed, cancelled },
  };
}
