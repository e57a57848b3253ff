import type { MailMessage } from '../mail/mailer.ts';

/** The e-mails of the identity service. Plain text: the code is the first thing the reader sees. */
export function verificationMail(to: string, code: string, lifespanMinutes: number): MailMessage {
  return {
    kind: 'verification',
    to,
    // The code stays out of the subject: subjects end up in logs, notifications and mail previews.
    subject: 'Your Write the Tone verification code',
    text: [
      'Hello,',
      '',
      'please verify your e-mail address for Write the Tone by entering this code:',
      '',
      `    ${code}`,
      '',
      `The code is valid for ${lifespanMinutes} minutes and can be used once.`,
      'If you did not sign up for Write the Tone, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function recoveryMail(to: string, code: string, lifespanMinutes: number): MailMessage {
  return {
    kind: 'recovery',
    to,
    subject: 'Your Write the Tone recovery code',
    text: [
      'Hello,',
      '',
      'someone asked to recover the Write the Tone account of this e-mail address. Enter this code to',
      'sign in and choose a new password:',
      '',
      `    ${code}`,
      '',
      `The code is valid for ${lifespanMinutes} minutes and can be used once.`,
      'If this was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** To the old address once a change of address is complete: its owner learns of it, whoever made it. */
export function addressChangedMail(to: string, newEmail: string): MailMessage {
  return {
    kind: 'address_changed',
    to,
    subject: 'The email address of your Write the Tone account was changed',
    text: [
      'Hello,',
      '',
      `the Write the Tone account of this e-mail address now uses ${newEmail}: that address was verified`,
      'with the code we sent to it. From now on, sign in with the new address; this one no longer works',
      'for signing in or recovering the account.',
      '',
      'If you did not make this change, someone else may be using your account: please contact whoever',
      'runs your Write the Tone service.',
    ].join('\n'),
  };
}
