import type { NoticeMail } from '../../mail/noticeMailQueue.ts';

/** The e-mail a few days before a trial ends (non-essential: only with enableNonEssentialEmails). */
export function trialEndingMail(to: string, end: Date, days: number): NoticeMail {
  return {
    kind: 'trial_ending',
    to,
    subject: 'Your Write the Tone trial ends soon',
    text: [
      'Hello,',
      '',
      `your Write the Tone trial ends in ${days} ${days === 1 ? 'day' : 'days'}, on ${end.toISOString().slice(0, 10)}.`,
      'Your guides, glossaries and prompts stay, but creating new ones needs a plan afterwards.',
      'Ask the administrator of your Write the Tone installation to set one for your account.',
      '',
      'You get this e-mail because non-essential e-mails are on in your notification settings;',
      'turn them off there to stop such messages.',
    ].join('\n'),
  };
}
