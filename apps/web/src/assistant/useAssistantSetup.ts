// Keeps the session told who may use it and in which voice (spec sections 4 and 6: premium and signed in;
// the profile's personality, 1 when invalid), then initialises the chat when the drawer or page opens.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQuery } from '../api/accountQueries.ts';
import { canUseAssistant } from '../auth/guards.ts';
import { useAuthState } from '../auth/useAuthState.ts';
import type { AssistantSession } from './assistantSession.ts';

export function useAssistantSetup(session: AssistantSession): void {
  const auth = useAuthState();
  const access = canUseAssistant(auth);
  const profile = useQuery({ ...profileQuery(), enabled: auth.hasSession });
  const personality = profile.data?.aiAssistantPersonality;
  // The voice is known once the profile has answered (or failed: then the default voice).
  const settled = !profile.isPending || !auth.hasSession;
  const ready = auth.phase === 'ready' && settled;
  const owner = auth.session?.identity.id ?? null;
  useEffect(() => {
    if (!ready) return;
    session.configure({ access, personality, owner });
    void session.initialise();
  }, [ready, access, personality, owner, session]);
}
