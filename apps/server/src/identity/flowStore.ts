import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, FlowKind, IdentityFlowTable } from '../database/schema.ts';
import { csrfBindingHash, csrfTokenMatches } from './csrf.ts';
import { csrfViolation } from './errors.ts';
import type { IdentityJson } from './identities.ts';
import { textField, type FormFields } from './requestBody.ts';
import { selfServiceUrl, type RequestContext } from './requestContext.ts';
import { CSRF_FIELD, withCsrfValue, type UiContainer } from './uiNodes.ts';

export type FlowRecord = Omit<Selectable<IdentityFlowTable>, 'ui'> & { ui: UiContainer };

export interface NewFlow {
  id?: string;
  kind: FlowKind;
  state: string;
  active?: string;
  requestUrl: string;
  returnTo?: string | undefined;
  identityId?: string;
  ui: UiContainer;
  fields?: Record<string, unknown>;
  internal?: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<base>/self-service/<kind>?flow=<id>`: where the flow's form posts. */
export function flowAction(ctx: RequestContext, kind: FlowKind, id: string): string {
  return selfServiceUrl(ctx, `/self-service/${kind}`, { flow: id });
}

/** Stores a new flow bound to this browser's CSRF secret (set now if the browser has none). */
export async function createFlow(ctx: RequestContext, input: NewFlow): Promise<FlowRecord> {
  const row = await ctx.deps.db
    .insertInto('identity_flow')
    .values({
      id: input.id ?? randomUUID(),
      kind: input.kind,
      csrf_token_hash: csrfBindingHash(ctx.csrfSecret()),
      identity_id: input.identityId ?? null,
      state: input.state,
      active: input.active ?? null,
      request_url: input.requestUrl,
      return_to: input.returnTo ?? null,
      ui: JSON.stringify(input.ui),
      fields: JSON.stringify(input.fields ?? {}),
      internal: JSON.stringify(input.internal ?? {}),
      issued_at: ctx.now,
      expires_at: new Date(ctx.now.getTime() + ctx.deps.config.flowLifespanMs),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as FlowRecord;
}

export async function loadFlow(
  ctx: RequestContext,
  id: unknown,
  kind: FlowKind,
): Promise<FlowRecord | undefined> {
  if (typeof id !== 'string' || !UUID.test(id)) return undefined;
  const row = await ctx.deps.db
    .selectFrom('identity_flow')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row as FlowRecord | undefined;
}

export interface FlowChanges {
  state?: string;
  ui?: UiContainer;
  fields?: Record<string, unknown>;
  /** Replaces the internal state as a whole. */
  internal?: Record<string, unknown>;
  /**
   * Sets these keys of the internal state and keeps the others as stored now, so that counters written
   * meanwhile (code submissions) are not reset from a copy read earlier.
   */
  internalPatch?: Record<string, unknown>;
  oidcState?: string | null;
  identityId?: string;
}

export async function updateFlow(
  ctx: RequestContext,
  flow: FlowRecord,
  changes: FlowChanges,
  db: Kysely<Database> = ctx.deps.db,
): Promise<FlowRecord> {
  const row = await db
    .updateTable('identity_flow')
    .set({
      ...(changes.state === undefined ? {} : { state: changes.state }),
      ...(changes.ui === undefined ? {} : { ui: JSON.stringify(changes.ui) }),
      ...(changes.fields === undefined ? {} : { fields: JSON.stringify(changes.fields) }),
      ...(changes.internal === undefined ? {} : { internal: JSON.stringify(changes.internal) }),
      ...(changes.internalPatch === undefined
        ? {}
        : { internal: sql<string>`internal || ${JSON.stringify(changes.internalPatch)}::jsonb` }),
      ...(changes.oidcState === undefined ? {} : { oidc_state: changes.oidcState }),
      ...(changes.identityId === undefined ? {} : { identity_id: changes.identityId }),
      updated_at: ctx.now,
    })
    .where('id', '=', flow.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as FlowRecord;
}

export function isExpired(ctx: RequestContext, flow: FlowRecord): boolean {
  return flow.expires_at.getTime() <= ctx.now.getTime();
}

/** True when this browser's CSRF cookie is the one the flow was made for. */
export function belongsToThisBrowser(ctx: RequestContext, flow: FlowRecord): boolean {
  const secret = ctx.existingCsrfSecret();
  return secret !== undefined && csrfBindingHash(secret) === flow.csrf_token_hash;
}

/** Refuses a flow fetched by a browser other than the one that started it. */
export function ensureSameBrowser(ctx: RequestContext, flow: FlowRecord): void {
  if (ctx.existingCsrfSecret() === undefined) {
    throw csrfViolation('The anti-CSRF cookie is missing; this flow was started in another browser.');
  }
  if (!belongsToThisBrowser(ctx, flow)) {
    throw csrfViolation('The flow was started in another browser: its anti-CSRF cookie does not match.');
  }
}

/**
 * The double-submit check of every POST: the cookie's secret must be the flow's, and the masked
 * `csrf_token` field (or the X-CSRF-Token header, for SDK methods whose body has no such field) must
 * unmask to it.
 */
export function verifyCsrfSubmission(ctx: RequestContext, flow: FlowRecord, form: FormFields): void {
  ensureSameBrowser(ctx, flow);
  const secret = ctx.existingCsrfSecret();
  const header = ctx.request.headers['x-csrf-token'];
  const token = textField(form, CSRF_FIELD) ?? (typeof header === 'string' ? header : undefined);
  if (token === undefined || token === '') throw csrfViolation('The csrf_token field is missing.');
  if (secret === undefined || !csrfTokenMatches(secret, token)) {
    throw csrfViolation('The csrf_token field does not match the anti-CSRF cookie.');
  }
}

/** The flow as Kratos serialises it, with a freshly masked CSRF token. */
export function flowJson(
  ctx: RequestContext,
  flow: FlowRecord,
  identity?: IdentityJson,
): Record<string, unknown> & { id: string; ui: UiContainer } {
  const ui = hasCsrfNode(flow.ui) ? withCsrfValue(flow.ui, ctx.maskedCsrfToken()) : flow.ui;
  return {
    id: flow.id,
    type: 'browser',
    expires_at: flow.expires_at.toISOString(),
    issued_at: flow.issued_at.toISOString(),
    request_url: flow.request_url,
    ...(flow.return_to === null ? {} : { return_to: flow.return_to }),
    ...(flow.active === null ? {} : { active: flow.active }),
    state: flow.state,
    ...flow.fields,
    ...(flow.kind === 'login'
      ? { created_at: flow.issued_at.toISOString(), updated_at: flow.updated_at.toISOString() }
      : {}),
    ...(identity === undefined ? {} : { identity }),
    ui,
  };
}

function hasCsrfNode(ui: UiContainer): boolean {
  return ui.nodes.some((node) => node.type === 'input' && node.attributes.name === CSRF_FIELD);
}
