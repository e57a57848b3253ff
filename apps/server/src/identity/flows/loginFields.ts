import type { FlowRecord } from '../flowStore.ts';
import { selfServiceUrl, type RequestContext } from '../requestContext.ts';
import type { Aal } from '../sessions.ts';

/** The login flow's own public fields. */
export interface LoginFields {
  refresh: boolean;
  requested_aal: Aal;
}

export function loginFields(flow: FlowRecord): LoginFields {
  return {
    refresh: flow.fields.refresh === true,
    requested_aal: flow.fields.requested_aal === 'aal2' ? 'aal2' : 'aal1',
  };
}

/** `<base>/self-service/login/browser` with the given query (undefined values left out). */
export function loginInitUrl(ctx: RequestContext, query: Record<string, string | undefined>): string {
  const defined = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return selfServiceUrl(ctx, '/self-service/login/browser', defined);
}
