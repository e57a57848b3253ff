// Answers shaped by the contract's types, so a change of the contract breaks these fixtures at compile time.
import type {
  AccountNotification,
  AccountPlans,
  AccountStatus,
  Glossary,
  Job,
  NotificationSettings,
  Prompt,
  Profile,
  ToneOfVoice,
  ToneOfVoiceDetail,
} from '@wtt/contract';

/** Version-4 UUIDs, as the server's ids are. */
export const IDS = {
  guide: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
  otherGuide: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f602',
  glossary: '7a2b3c4d-5e6f-4a70-9b81-c2d3e4f5a601',
  prompt: '9c8b7a6d-5e4f-4a30-8b21-d0e1f2a3b401',
  job: 'e1d2c3b4-a596-4877-8869-5a4b3c2d1e01',
  user: 'a0b1c2d3-e4f5-4a67-8b89-0c1d2e3f4a01',
  member: 'a0b1c2d3-e4f5-4a67-8b89-0c1d2e3f4a02',
  notification: 'b4c5d6e7-f8a9-4b0c-8d1e-2f3a4b5c6d01',
  otherNotification: 'b4c5d6e7-f8a9-4b0c-8d1e-2f3a4b5c6d02',
} as const;

export function guide(overrides: Partial<ToneOfVoice> = {}): ToneOfVoice {
  return {
    id: IDS.guide,
    name: 'Support voice',
    description: 'Warm and clear',
    rules: [{ id: 'passive-voice', params: {} }],
    shared: false,
    ownerName: 'ada@example.com',
    disabled: false,
    ...overrides,
  };
}

export function guideDetail(overrides: Partial<ToneOfVoiceDetail> = {}): ToneOfVoiceDetail {
  return {
    tov: guide(),
    shares: [],
    shareCode: null,
    shareCodeExpirationTime: null,
    evidence: null,
    ...overrides,
  };
}

export function glossary(overrides: Partial<Glossary> = {}): Glossary {
  return {
    id: IDS.glossary,
    name: 'Brand names',
    description: '',
    terms: [{ term: 'Write the Tone', suggestions: [], note: 'Our name' }],
    publicObject: false,
    disabled: false,
    ...overrides,
  };
}

export function prompt(overrides: Partial<Prompt> = {}): Prompt {
  return {
    id: IDS.prompt,
    name: 'Shorten',
    content: 'Make it shorter.',
    disabled: false,
    predefined: false,
    ...overrides,
  };
}

export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: IDS.job,
    kind: 'guide-builder',
    state: 'RUNNING',
    progress: 40,
    stage: 'Profiling',
    result: null,
    cancelled: false,
    failureReason: null,
    attempts: 1,
    ...overrides,
  };
}

export function accountStatus(
  remaining: Partial<Record<'tone' | 'glossary' | 'prompt', number | null>> = {},
) {
  const usage = (left: number | null | undefined) =>
    left === null ? { limit: null, remaining: null } : { limit: 25, remaining: left ?? 20 };
  const status: AccountStatus = {
    closed: false,
    resourceUsage: {
      createTone: usage(remaining.tone),
      createGlossary: usage(remaining.glossary),
      createPrompt: usage(remaining.prompt),
    },
  };
  return status;
}

/** The plans of an installation with the default limits, except the ones given. */
export function accountPlans(premiumPrompts = 100): AccountPlans {
  return {
    plans: [
      {
        level: 'NONE',
        name: 'No plan',
        limits: { createTone: 0, createGlossary: 0, createPrompt: 0 },
        assistant: false,
      },
      {
        level: 'PREMIUM',
        name: 'Premium',
        limits: { createTone: 25, createGlossary: 25, createPrompt: premiumPrompts },
        assistant: true,
      },
      {
        level: 'ENTERPRISE',
        name: 'Enterprise',
        limits: { createTone: null, createGlossary: null, createPrompt: null },
        assistant: true,
      },
    ],
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    accountLevel: 'PREMIUM',
    companySize: 12,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    positionCode: 'WRITER',
    positionText: '',
    priorityCode: 'TONE',
    priorityText: '',
    registrationDate: '2026-11-01T09:00:00.000Z',
    trialPeriod: true,
    trialPeriodEndDate: '2026-11-15T09:00:00.000Z',
    aiAssistantPersonality: 1,
    ...overrides,
  };
}

export function notificationSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    enableNewsletter: true,
    enableNonEssentialEmails: true,
    enableNonEssentialNotifications: true,
    ...overrides,
  };
}

export function notification(overrides: Partial<AccountNotification> = {}): AccountNotification {
  return {
    id: IDS.notification,
    text: 'Your guide “Support voice” is built.',
    timestamp: '2026-11-20T11:58:00.000Z',
    acknowledged: false,
    kind: 'BUILD_FINISHED',
    link: `/library/guide/${IDS.guide}`,
    ...overrides,
  };
}
