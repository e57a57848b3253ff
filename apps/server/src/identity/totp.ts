import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** TOTP as authenticator apps expect it: 20-byte secret, SHA-1, 6 digits, 30 s, one step of drift either way. */
const DRIFT_SECONDS = 30;
export const QR_SIZE = 256;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

export function totpQrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
}

/**
 * The time step a currently valid 6-digit code belongs to, or undefined (otplib throws on malformed tokens;
 * we do not). With `afterTimeStep`, a code of that step or an earlier one is refused: a code seen once
 * cannot be replayed within its 90 seconds of validity.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterTimeStep?: number,
): Promise<number | undefined> {
  const token = code.trim();
  if (!/^[0-9]{6}$/.test(token)) return undefined;
  try {
    const result = await verify({
      secret,
      token,
      epochTolerance: DRIFT_SECONDS,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
