import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { loadCapabilities, type Capabilities, type LookupCode } from '../credentials.ts';
import { identityMismatch, sessionAal2Required, sessionInactive, sessionRefreshRequired } from '../errors.ts';
import { createFlow, flowAction, updateFlow, type FlowRecord } from '../flowStore.ts';
import { identityJson, type IdentityRecord } from '../identities.ts';
import { labels, notices, texts, type UiText } from '../messages.ts';
import { findPendingEmail } from '../pendingEmail.ts';
import { selfServiceUrl, type RequestContext } from '../requestContext.ts';
import { isPrivileged, lookupSession, secondFactorDue, type SessionRecord } from '../sessions.ts';
import { newTotpSecret, QR_SIZE, totpQrDataUrl, totpUri } from '../totp.ts';
import {
  container,
  csrfNode,
  imageNode,
  inputNode,
  submitNode,
  textNode,
  withFeedback,
  type Feedback,
  type UiNode,
} from '../uiNodes.ts';
import { answerWithFeedback, sendFlow } from './flowCommon.ts';
import { loginInitUrl } from './loginFields.ts';

/** What the settings flow keeps between requests, out of the browser's sight. */
export interface SettingsInternal {
  /** The secret offered for TOTP enrolment until a code confirms it. */
  totp_secret?: string;
  /** Backup codes generated but not yet confirmed. */
  lookup_pending?: LookupCode[];
}

export function settingsInternal(flow: FlowRecord): SettingsInternal {
  return flow.internal;
}

export interface SettingsAccess {
  session: SessionRecord;
  identity: IdentityRecord;
}

/** Which codes the lookup_secret group shows right now. */
type LookupView = { mode: 'regenerated' | 'revealed'; codes: LookupCode[] } | undefined;

interface SettingsView {
  email: string;
  /** The new address of an e-mail change that waits for its code. */
  pendingEmail: string | undefined;
  capabilities: Capabilities;
  totpSecret: string | undefined;
  lookup: LookupView;
}

async function settingsNodes(ctx: RequestContext, view: SettingsView): Promise<UiNode[]> {
  const { capabilities } = view;
  const nodes: UiNode[] = [
    csrfNode(),
    inputNode('profile', 'traits.email', 'email', {
      value: view.email,
      required: true,
      autocomplete: 'email',
      label: labels.titled('E-Mail', 'traits.email'),
    }),
    ...(view.pendingEmail === undefined
      ? []
      : [textNode('profile', 'pending_email', notices.emailChangePending(view.email, view.pendingEmail))]),
    submitNode('profile', 'method', 'profile', labels.save()),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'new-password',
      label: labels.password(),
    }),
    submitNode('password', 'method', 'password', labels.save()),
  ];
  const otherFirstFactors = (provider: string): boolean =>
    capabilities.password || capabilities.oidcProviders.some((linked) => linked !== provider);
  for (const provider of ctx.deps.oidc.providers) {
    if (!capabilities.oidcProviders.includes(provider.id)) {
      nodes.push(submitNode('oidc', 'link', provider.id, labels.link(provider.label, provider.id)));
    } else if (otherFirstFactors(provider.id)) {
      nodes.push(submitNode('oidc', 'unlink', provider.id, labels.unlink(provider.label, provider.id)));
    }
  }
  if (capabilities.totp) {
    nodes.push(
      inputNode('totp', 'totp_unlink', 'submit', { value: true, required: true, label: labels.unlinkTotp() }),
    );
  } else if (view.totpSecret !== undefined) {
    const uri = totpUri(view.totpSecret, ctx.deps.config.totpIssuer, view.email);
    nodes.push(
      imageNode('totp', 'totp_qr', await totpQrDataUrl(uri), QR_SIZE, labels.totpQr()),
      textNode('totp', 'totp_secret_key', texts.totpSecret(view.totpSecret), labels.totpSecret()),
      inputNode('totp', 'totp_code', 'text', {
        required: true,
        autocomplete: 'one-time-code',
        label: labels.verifyCode(),
      }),
      submitNode('totp', 'method', 'totp', labels.save()),
    );
  }
  nodes.push(...lookupNodes(capabilities, view.lookup));
  return nodes;
}

function lookupNodes(capabilities: Capabilities, view: LookupView): UiNode[] {
  const regenerate = submitNode('lookup_secret', 'lookup_secret_regenerate', true, labels.regenerateLookup());
  const disable = submitNode('lookup_secret', 'lookup_secret_disable', true, labels.disableLookup());
  const reveal = submitNode('lookup_secret', 'lookup_secret_reveal', true, labels.revealLookup());
  if (view === undefined) return capabilities.lookupSecret ? [reveal, disable] : [regenerate];
  const shown = view.codes.map((entry) => (entry.used_at === null ? entry.code : 'used'));
  const secrets: UiText[] = view.codes.map((entry) =>
    entry.used_at === null ? texts.lookupCode(entry.code) : texts.lookupCodeUsed(new Date(entry.used_at)),
  );
  const codes = textNode(
    'lookup_secret',
    'lookup_secret_codes',
    texts.lookupCodes(shown, secrets),
    labels.lookupCodes(),
  );
  if (view.mode === 'regenerated') {
    return [
      codes,
      regenerate,
      submitNode('lookup_secret', 'lookup_secret_confirm', true, labels.confirmLookup()),
    ];
  }
  return [codes, regenerate, disable];
}

export async function startSettingsFlow(
  ctx: RequestContext,
  identity: IdentityRecord,
  options: { returnTo: string | undefined; requestUrl: string; messages: UiText[] },
): Promise<FlowRecord> {
  const id = randomUUID();
  const capabilities = await loadCapabilities(ctx.deps.db, identity.id);
  const internal: SettingsInternal = capabilities.totp ? {} : { totp_secret: newTotpSecret() };
  const nodes = await settingsNodes(ctx, {
    email: identity.email,
    pendingEmail: await findPendingEmail(ctx.deps.db, identity.id),
    capabilities,
    totpSecret: internal.totp_secret,
    lookup: undefined,
  });
  return createFlow(ctx, {
    id,
    kind: 'settings',
    state: 'show_form',
    requestUrl: options.requestUrl,
    returnTo: options.returnTo,
    identityId: identity.id,
    ui: container(flowAction(ctx, 'settings', id), nodes, options.messages),
    internal: { ...internal },
  });
}

/**
 * Who may use a settings flow: a signed-in browser (401 session_inactive), with its second factor done
 * when the identity has one (403 session_aal2_required), and the flow's owner (403 identity mismatch).
 */
export async function settingsAccess(ctx: RequestContext, flow?: FlowRecord): Promise<SettingsAccess> {
  const lookup = await lookupSession(ctx);
  if (lookup.status !== 'active') throw sessionInactive();
  if (secondFactorDue(lookup.session, lookup.secondFactor)) {
    throw sessionAal2Required(loginInitUrl(ctx, { aal: 'aal2', return_to: flow?.return_to ?? undefined }));
  }
  if (flow !== undefined && flow.identity_id !== lookup.identity.id) throw identityMismatch();
  return { session: lookup.session, identity: lookup.identity };
}

/** Changing credentials needs a recent sign-in (PRIVILEGED_SESSION_MAX_AGE_MINUTES). */
export function requirePrivileged(ctx: RequestContext, flow: FlowRecord, access: SettingsAccess): void {
  if (isPrivileged(ctx, access.session)) return;
  throw sessionRefreshRequired(
    loginInitUrl(ctx, {
      refresh: 'true',
      return_to: selfServiceUrl(ctx, '/self-service/settings', { flow: flow.id }),
    }),
  );
}

export interface SettingsRender {
  state: 'show_form' | 'success';
  feedback?: Feedback;
  internal?: SettingsInternal;
  lookup?: LookupView;
  continueWith?: unknown[];
}

/** Renders the settings form afresh (credentials may have changed) and stores it. */
export async function renderSettingsFlow(
  ctx: RequestContext,
  flow: FlowRecord,
  access: SettingsAccess,
  options: SettingsRender,
): Promise<FlowRecord> {
  const capabilities = await loadCapabilities(ctx.deps.db, access.identity.id);
  const internal: SettingsInternal = { ...(options.internal ?? settingsInternal(flow)) };
  if (!capabilities.totp && internal.totp_secret === undefined) internal.totp_secret = newTotpSecret();
  if (capabilities.totp) delete internal.totp_secret;
  const pendingEmail = await findPendingEmail(ctx.deps.db, access.identity.id);
  const nodes = await settingsNodes(ctx, {
    email: access.identity.email,
    pendingEmail,
    capabilities,
    totpSecret: internal.totp_secret,
    lookup: options.lookup,
  });
  const feedback =
    options.feedback ?? (options.state === 'success' ? { messages: [notices.settingsSaved()] } : {});
  const ui = withFeedback(container(flow.ui.action, nodes), feedback);
  // Revealed backup codes go out in this one answer only: the stored form (served again by GET
  // settings/flows, for the flow's whole life) is rendered without them.
  const revealed = options.lookup?.mode === 'revealed';
  const storedUi = revealed
    ? withFeedback(
        container(
          flow.ui.action,
          await settingsNodes(ctx, {
            email: access.identity.email,
            pendingEmail,
            capabilities,
            totpSecret: internal.totp_secret,
            lookup: undefined,
          }),
        ),
        feedback,
      )
    : ui;
  const updated = await updateFlow(ctx, flow, {
    state: options.state,
    ui: storedUi,
    internal: { ...internal },
    fields: options.continueWith === undefined ? {} : { continue_with: options.continueWith },
  });
  return revealed ? { ...updated, ui } : updated;
}

/** Renders the settings form afresh and answers with it (with the identity, as Kratos does). */
export async function answerSettings(
  ctx: RequestContext,
  flow: FlowRecord,
  access: SettingsAccess,
  options: SettingsRender,
): Promise<FastifyReply> {
  const updated = await renderSettingsFlow(ctx, flow, access, options);
  return sendFlow(ctx, updated, {
    identity: await identityJson(ctx.deps.db, access.identity, ctx.publicBase),
  });
}

/** A 400 with the stored form and this answer's messages. */
export async function settingsProblem(
  ctx: RequestContext,
  flow: FlowRecord,
  access: SettingsAccess,
  feedback: Feedback,
): Promise<FastifyReply> {
  return answerWithFeedback(ctx, flow, feedback, {
    identity: await identityJson(ctx.deps.db, access.identity, ctx.publicBase),
  });
}
