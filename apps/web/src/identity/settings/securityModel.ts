// The security parts of a settings flow (identity-protocol.md section 4) as the settings page shows them:
// the authenticator-app enrolment, the backup codes and the linked sign-in providers. buildFormModel covers
// inputs and submits; the QR image and the secret and code texts are non-input nodes, read here.
import type { UiContainer, UiNode, UiText } from '@ory/client-fetch';
import type { FlowFormModel } from '../formModel.ts';
import { findAction, offersMethod } from '../formModel.ts';

export type TotpState =
  | { kind: 'enrolled' }
  | { kind: 'enrol'; qrSrc: string | null; secret: string | null }
  /** Neither enrolment nor unlinking offered (the server has no authenticator-app method for this account). */
  | { kind: 'unavailable' };

/** One backup code; a used one has no code left to show, only when it was used. */
export type BackupCode = { used: false; code: string } | { used: true; usedAt: string | null };

export type BackupCodeAction = 'regenerate' | 'confirm' | 'reveal' | 'disable';

export interface BackupCodesState {
  /** The codes the flow shows right now (after a regenerate or a reveal), else null. */
  codes: BackupCode[] | null;
  /** The lookup_secret_<action> submits the flow offers. */
  actions: ReadonlySet<BackupCodeAction>;
}

export interface ProviderLink {
  provider: string;
  /** The provider's display name (the label's context), else its id. */
  name: string;
  action: 'link' | 'unlink';
}

export interface SecurityModel {
  password: boolean;
  totp: TotpState;
  backupCodes: BackupCodesState;
  providers: ProviderLink[];
}

const BACKUP_CODE_ACTIONS: readonly BackupCodeAction[] = ['regenerate', 'confirm', 'reveal', 'disable'];

/** Message ids of the code list's entries (identity-protocol.md section 4). */
const UNUSED_CODE_ID = 1050009;
const USED_CODE_ID = 1050014;

function contextOf(text: UiText): Record<string, unknown> {
  const context: unknown = text.context;
  return typeof context === 'object' && context !== null ? (context as Record<string, unknown>) : {};
}

function stringIn(context: Record<string, unknown>, key: string): string | null {
  const value = context[key];
  return typeof value === 'string' ? value : null;
}

function nodeWithId(ui: UiContainer, id: string): UiNode | undefined {
  return ui.nodes.find((node) => {
    const attributes = node.attributes;
    return (attributes.node_type === 'img' || attributes.node_type === 'text') && attributes.id === id;
  });
}

function textOf(ui: UiContainer, id: string): UiText | null {
  const attributes = nodeWithId(ui, id)?.attributes;
  return attributes?.node_type === 'text' ? attributes.text : null;
}

function readTotp(ui: UiContainer, model: FlowFormModel): TotpState {
  if (findAction(model, 'totp_unlink') !== undefined) return { kind: 'enrolled' };
  if (model.fields.totp_code === undefined || !offersMethod(model, 'totp')) return { kind: 'unavailable' };
  const image = nodeWithId(ui, 'totp_qr')?.attributes;
  const secretText = textOf(ui, 'totp_secret_key');
  return {
    kind: 'enrol',
    qrSrc: image?.node_type === 'img' ? image.src : null,
    // The secret is in both the text and its context; the context is the documented machine-readable copy.
    secret: secretText === null ? null : (stringIn(contextOf(secretText), 'secret') ?? secretText.text),
  };
}

function toBackupCode(entry: unknown): BackupCode | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const text = entry as UiText;
  const context = contextOf(text);
  if (text.id === USED_CODE_ID) return { used: true, usedAt: stringIn(context, 'used_at') };
  if (text.id === UNUSED_CODE_ID) return { used: false, code: stringIn(context, 'secret') ?? text.text };
  return null;
}

function readCodes(ui: UiContainer): BackupCode[] | null {
  const list = textOf(ui, 'lookup_secret_codes');
  if (list === null) return null;
  const secrets = contextOf(list).secrets;
  if (Array.isArray(secrets)) {
    return secrets.map(toBackupCode).filter((code): code is BackupCode => code !== null);
  }
  // Without the per-code context, the text is the codes joined by ", " with used ones shown as "used".
  return list.text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): BackupCode =>
      part === 'used' ? { used: true, usedAt: null } : { used: false, code: part },
    );
}

function readBackupCodes(ui: UiContainer, model: FlowFormModel): BackupCodesState {
  const actions = new Set(
    BACKUP_CODE_ACTIONS.filter((action) => findAction(model, `lookup_secret_${action}`) !== undefined),
  );
  return { codes: readCodes(ui), actions };
}

function readProviders(ui: UiContainer): ProviderLink[] {
  const links: ProviderLink[] = [];
  for (const node of ui.nodes) {
    const attributes = node.attributes;
    if (node.group !== 'oidc' || attributes.node_type !== 'input') continue;
    if (attributes.name !== 'link' && attributes.name !== 'unlink') continue;
    const provider = typeof attributes.value === 'string' ? attributes.value : '';
    if (provider === '') continue;
    const label = node.meta.label;
    const name = label === undefined ? null : stringIn(contextOf(label), 'provider');
    links.push({ provider, name: name ?? provider, action: attributes.name });
  }
  return links;
}

export function readSecurity(ui: UiContainer, model: FlowFormModel): SecurityModel {
  return {
    password: offersMethod(model, 'password'),
    totp: readTotp(ui, model),
    backupCodes: readBackupCodes(ui, model),
    providers: readProviders(ui),
  };
}
