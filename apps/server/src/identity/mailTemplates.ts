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
