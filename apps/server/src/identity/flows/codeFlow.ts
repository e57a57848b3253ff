import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { claimCodeAttempt } from '../codeBudget.ts';
import { countCodeSubmission, MAX_CODE_SUBMISSIONS } from '../codes.ts';
import { flowReplaced } from '../errors.ts';
import {
  createFlow,
  ensureSameBrowser,
  flowAction,
  isExpired,
  verifyCsrfSubmission,
  type FlowRecord,
} from '../flowStore.ts';
import { labels, problems, type UiText } from '../messages.ts';
import { isValidEmail, methodField, normaliseEmail, readForm, type FormFields } from '../requestBody.ts';
import type { RequestContext } from '../requestContext.ts';
import { csrfNode, container, inputNode, submitNode, type UiNode } from '../uiNodes.ts';
import { answerWithFeedback, expiredError, expiredMessage, flowFromQuery, sendFlow } from './flowCommon.ts';

/** The flows that send a code to an e-mail address and redeem it (recovery, verification). */
export interface CodeFlowSpec {
  kind: 'recovery' | 'verification';
  /** The label of the button that asks for a code. */
  submitLabel: () => UiText;
}

export interface CodeFlowInternal {
  email?: string;
  submissions?: number;
}

export function codeInternalOf(flow: FlowRecord): CodeFlowInternal {
  return flow.internal;
}

/** Nodes before a code was sent: the e-mail address. */
function chooseMethodNodes(spec: CodeFlowSpec): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'email', 'email', { required: true, autocomplete: 'email', label: labels.email() }),
    submitNode('code', 'method', 'code', spec.submitLabel()),
  ];
}

/** Nodes after a code was sent to `email`: the code, submit, and "resend" (the e-mail as a submit button). */
export function codeSentNodes(email: string, codeLabel: UiText): UiNode[] {
  return [
    csrfNode(),
    inputNode('code', 'code', 'text', {
      required: true,
      pattern: '[0-9]+',
      maxlength: 6,
      autocomplete: 'one-time-code',
      label: codeLabel,
    }),
    inputNode('code', 'method', 'hidden', { value: 'code' }),
    submitNode('code', 'method', 'code', labels.submit()),
    submitNode('code', 'email', email, labels.resendCode()),
  ];
}

export async function startCodeFlow(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  const id = randomUUID();
  return createFlow(ctx, {
    id,
    kind: spec.kind,
    state: 'choose_method',
    active: 'code',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    ui: container(flowAction(ctx, spec.kind, id), chooseMethodNodes(spec), options.messages),
  });
}

/** A new flow in place of `flow` (same return_to and request URL) that shows `message`. */
export function restartCodeFlow(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  flow: FlowRecord,
  message: UiText,
): Promise<FlowRecord> {
  return startCodeFlow(ctx, spec, {
    returnTo: flow.return_to ?? undefined,
    requestUrl: flow.request_url,
    messages: [message],
  });
}

/** GET /self-service/<kind>/flows?id= */
export async function fetchCodeFlow(ctx: RequestContext, spec: CodeFlowSpec): Promise<FastifyReply> {
  const flow = await flowFromQuery(ctx, spec.kind, 'id');
  ensureSameBrowser(ctx, flow);
  if (isExpired(ctx, flow)) {
    throw expiredError(ctx, flow, await restartCodeFlow(ctx, spec, flow, expiredMessage(ctx, flow)));
  }
  return sendFlow(ctx, flow);
}

/** Either an answer already given, or the value to go on with. */
export type Checked<T> = { reply: FastifyReply } | ({ reply?: undefined } & T);

/**
 * The checks before a submission of a code flow: flow, expiry, CSRF, not yet completed, method `code`.
 */
export async function openCodeSubmission(
  ctx: RequestContext,
  spec: CodeFlowSpec,
): Promise<Checked<{ form: FormFields; flow: FlowRecord }>> {
  const form = readForm(ctx.request.body);
  const flow = await flowFromQuery(ctx, spec.kind, 'flow');
  if (isExpired(ctx, flow)) {
    throw expiredError(ctx, flow, await restartCodeFlow(ctx, spec, flow, expiredMessage(ctx, flow)));
  }
  verifyCsrfSubmission(ctx, flow, form);
  if (flow.state === 'passed_challenge') {
    const replacement = await restartCodeFlow(
      ctx,
      spec,
      flow,
      problems.generic(`This ${spec.kind} was already completed.`),
    );
    throw flowReplaced(
      replacement.id,
      `The ${spec.kind} flow was already completed; continue with the new one.`,
    );
  }
  const method = methodField(form);
  if (method !== undefined && method !== 'code') {
    return { reply: await answerWithFeedback(ctx, flow, { messages: [problems.noStrategy(spec.kind)] }) };
  }
  return { form, flow };
}

/** The typed address, normalised; a 400 with the field's message when it is missing or malformed. */
export async function checkedEmail(
  ctx: RequestContext,
  flow: FlowRecord,
  typed: string,
): Promise<Checked<{ email: string }>> {
  const email = normaliseEmail(typed);
  if (email === '') {
    return {
      reply: await answerWithFeedback(ctx, flow, {
        fieldMessages: { email: [problems.emailMissing('email')] },
      }),
    };
  }
  if (!isValidEmail(email)) {
    return {
      reply: await answerWithFeedback(ctx, flow, {
        fieldMessages: { email: [problems.invalidEmail()] },
        values: { email: typed },
      }),
    };
  }
  return { email };
}

/**
 * The checks before a code is compared: a code was sent, the flow's submission limit (a new flow beyond it),
 * and the address's attempt budget across flows. No reply when the code may be checked.
 */
export async function refuseCodeAttempt(
  ctx: RequestContext,
  spec: CodeFlowSpec,
  flow: FlowRecord,
  invalidCode: () => UiText,
): Promise<Checked<object>> {
  if (flow.state !== 'sent_email') {
    return {
      reply: await answerWithFeedback(ctx, flow, {
        messages: [problems.generic('Request a code first: enter your e-mail address.')],
      }),
    };
  }
  const submissions = await countCodeSubmission(ctx, flow.id);
  if (submissions > MAX_CODE_SUBMISSIONS) {
    const replacement = await restartCodeFlow(
      ctx,
      spec,
      flow,
      problems.generic('The request was submitted too often. Please request another code.'),
    );
    throw flowReplaced(
      replacement.id,
      'The code was submitted too often; request a new one in the new flow.',
    );
  }
  // The per-address budget spans all flows: new flows must not bring new guesses.
  const budgetAddress = codeInternalOf(flow).email;
  if (budgetAddress !== undefined && !(await claimCodeAttempt(ctx, budgetAddress))) {
    return { reply: await answerWithFeedback(ctx, flow, { messages: [invalidCode()] }, { status: 200 }) };
  }
  return {};
}
