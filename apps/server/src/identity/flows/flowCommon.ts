import type { FlowKind } from '../../database/schema.ts';
import { flowExpired, flowNotFound, returnToForbidden, type IdentityError } from '../errors.ts';
import type { FastifyReply } from 'fastify';
import {
  ensureSameBrowser,
  flowJson,
  isExpired,
  loadFlow,
  updateFlow,
  verifyCsrfSubmission,
  type FlowRecord,
} from '../flowStore.ts';
import { readForm, type FormFields } from '../requestBody.ts';
import type { IdentityJson } from '../identities.ts';
import { withFeedback, type Feedback } from '../uiNodes.ts';
import { problems, type UiText } from '../messages.ts';
import type { RequestContext } from '../requestContext.ts';
import { checkReturnTo } from '../returnTo.ts';

export function queryOf(ctx: RequestContext): Record<string, unknown> {
  const query = ctx.request.query;
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

export function queryText(ctx: RequestContext, name: string): string | undefined {
  const value = queryOf(ctx)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The URL the browser asked for (Kratos reports it as the flow's request_url). */
export function requestUrl(ctx: RequestContext): string {
  return `${ctx.origin}${ctx.request.url}`;
}

/** The init's `return_to`, checked against the allow-list; a foreign one is a 400. */
export function allowedReturnTo(ctx: RequestContext): string | undefined {
  const check = checkReturnTo(queryOf(ctx).return_to, ctx.origin, ctx.deps.config.allowedReturnUrls);
  if (!check.allowed) throw returnToForbidden(check.value);
  return check.url;
}

/** The flow named by `?flow=` (submit) or `?id=` (fetch); 404 when there is none of that kind. */
export async function flowFromQuery(
  ctx: RequestContext,
  kind: FlowKind,
  parameter: 'flow' | 'id',
): Promise<FlowRecord> {
  const flow = await loadFlow(ctx, queryOf(ctx)[parameter], kind);
  if (flow === undefined) throw flowNotFound();
  return flow;
}

/** Starts a flow that replaces `expired`, for the 410 that names it. */
export type FlowRestart = (expired: FlowRecord) => Promise<FlowRecord>;

/** GET /self-service/<kind>/flows?id=: the flow, to the browser that started it; an expired one is replaced. */
export async function showFlow(
  ctx: RequestContext,
  kind: FlowKind,
  restart: FlowRestart,
): Promise<FastifyReply> {
  const flow = await flowFromQuery(ctx, kind, 'id');
  ensureSameBrowser(ctx, flow);
  if (isExpired(ctx, flow)) throw expiredError(ctx, flow, await restart(flow));
  return sendFlow(ctx, flow);
}

/**
 * The flow a POST /self-service/<kind>?flow= submits and its form, once the flow is known, not expired
 * (else the 410 with a replacement) and the form carries the flow's CSRF token.
 */
export async function submittedFlow(
  ctx: RequestContext,
  kind: FlowKind,
  restart: FlowRestart,
): Promise<{ flow: FlowRecord; form: FormFields }> {
  const form = readForm(ctx.request.body);
  const flow = await flowFromQuery(ctx, kind, 'flow');
  if (isExpired(ctx, flow)) throw expiredError(ctx, flow, await restart(flow));
  verifyCsrfSubmission(ctx, flow, form);
  return { flow, form };
}

/** The message a replacement flow carries when the old one expired. */
export function expiredMessage(ctx: RequestContext, flow: FlowRecord): UiText {
  return problems.flowExpired(flow.kind, flow.expires_at, ctx.now);
}

/** The 410 that names the replacement flow (use_flow_id). */
export function expiredError(ctx: RequestContext, flow: FlowRecord, replacement: FlowRecord): IdentityError {
  return flowExpired(replacement.id, flow.expires_at, ctx.now);
}

export function noStore(ctx: RequestContext): void {
  ctx.reply.header('cache-control', 'private, no-cache, no-store, must-revalidate');
}

/** Answers with the flow (a fresh CSRF masking each time). */
export function sendFlow(
  ctx: RequestContext,
  flow: FlowRecord,
  options: { status?: number; identity?: IdentityJson; extra?: Record<string, unknown> } = {},
): FastifyReply {
  noStore(ctx);
  return ctx.reply
    .status(options.status ?? 200)
    .send({ ...flowJson(ctx, flow, options.identity), ...options.extra });
}

/** Stores the form with this answer's messages and answers with it (400 unless told otherwise). */
export async function answerWithFeedback(
  ctx: RequestContext,
  flow: FlowRecord,
  feedback: Feedback,
  options: { status?: number; identity?: IdentityJson } = {},
): Promise<FastifyReply> {
  const updated = await updateFlow(ctx, flow, { ui: withFeedback(flow.ui, feedback) });
  return sendFlow(ctx, updated, {
    status: options.status ?? 400,
    ...(options.identity ? { identity: options.identity } : {}),
  });
}

/** Answers with an identity error directly (as the error handler would), for errors that are outcomes. */
export function sendError(ctx: RequestContext, error: IdentityError): FastifyReply {
  noStore(ctx);
  if (error.body.error.id !== undefined) ctx.reply.header('ory-error-id', error.body.error.id);
  return ctx.reply.status(error.statusCode).send(error.body);
}
