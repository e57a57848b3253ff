import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpQrDataUrl, totpUri, verifyTotp } from './totp.ts';

describe('TOTP', () => {
  it('accepts the current code once per time step and refuses malformed or wrong codes', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await verifyTotp(secret, code);
    expect(step).toEqual(expect.any(Number));
    expect(await verifyTotp(secret, code, step)).toBeUndefined();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const bad of [wrong, '', '12345', 'abcdef', '1234567']) {
      expect(await verifyTotp(secret, bad), bad).toBeUndefined();
    }
  });

  it('makes an otpauth URI and a 256 px PNG QR code as a data URL', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'Write the Tone', 'ada@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Write%20the%20Tone:ada%40example\.com\?secret=/);
    expect(await totpQrDataUrl(uri)).toMatch(/^data:image\/png;base64,/);
  });
});
