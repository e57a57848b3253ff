import { SettingsFlowFromJSON } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { buildFormModel } from '../formModel.ts';
import { readSecurity } from './securityModel.ts';
import type { SecurityFlowOptions } from './test/securityFixtures.ts';
import { BACKUP_CODES, QR_SRC, TOTP_SECRET, securitySettingsFlow } from './test/securityFixtures.ts';

function security(options: SecurityFlowOptions) {
  const flow = SettingsFlowFromJSON(securitySettingsFlow(options));
  return readSecurity(flow.ui, buildFormModel(flow.ui));
}

describe('readSecurity', () => {
  it('reads the authenticator-app enrolment: QR image, secret (from the context) and code field', () => {
    expect(security({ totp: 'enrol' }).totp).toEqual({ kind: 'enrol', qrSrc: QR_SRC, secret: TOTP_SECRET });
  });

  it('tells an enrolled authenticator app by its totp_unlink button, and no totp nodes apart', () => {
    expect(security({ totp: 'enrolled' }).totp).toEqual({ kind: 'enrolled' });
    expect(security({ totp: 'none' }).totp).toEqual({ kind: 'unavailable' });
  });

  it('lists the backup-code actions offered in each state', () => {
    expect([...security({ lookup: 'none' }).backupCodes.actions]).toEqual(['regenerate']);
    expect([...security({ lookup: 'saved' }).backupCodes.actions]).toEqual(['reveal', 'disable']);
    expect([...security({ lookup: 'regenerated' }).backupCodes.actions]).toEqual(['regenerate', 'confirm']);
    expect(security({ lookup: 'saved' }).backupCodes.codes).toBeNull();
  });

  it('reads the codes from context.secrets, used ones without their code', () => {
    expect(security({ lookup: 'regenerated' }).backupCodes.codes).toEqual(
      BACKUP_CODES.map((code) => ({ used: false, code })),
    );
    expect(security({ lookup: 'revealed' }).backupCodes.codes).toEqual([
      { used: true, usedAt: '2026-11-22T01:10:00.000Z' },
      { used: false, code: BACKUP_CODES[1] },
      { used: false, code: BACKUP_CODES[2] },
    ]);
  });

  it('lists the oidc link and unlink buttons with the provider names from the label context', () => {
    const providers = security({
      providers: [
        { id: 'google', label: 'Google', linked: true },
        { id: 'github', label: 'GitHub', linked: false },
      ],
    }).providers;
    expect(providers).toEqual([
      { provider: 'google', name: 'Google', action: 'unlink' },
      { provider: 'github', name: 'GitHub', action: 'link' },
    ]);
    expect(security({}).providers).toEqual([]);
  });

  it('offers the password change when the flow has method=password', () => {
    expect(security({}).password).toBe(true);
  });
});
