/**
 * The UiText messages we emit, by Kratos id (text/id.go). Where the product specification names an id
 * (section 8: 4000001, 4000002, 4000003, 4000006, 4000007, 4000008, 4000010, 4000015, 4000020, 4000025) its
 * meaning and wording win, because the product's screens map those ids to their own texts.
 */
export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

function info(id: number, text: string, context?: Record<string, unknown>): UiText {
  return context === undefined ? { id, text, type: 'info' } : { id, text, type: 'info', context };
}

function error(id: number, text: string, context?: Record<string, unknown>): UiText {
  return context === undefined ? { id, text, type: 'error' } : { id, text, type: 'error', context };
}

function success(id: number, text: string, context?: Record<string, unknown>): UiText {
  return context === undefined ? { id, text, type: 'success' } : { id, text, type: 'success', context };
}

const unix = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Labels of form fields and buttons (107xxxx, 101xxxx, 104xxxx, 105xxxx). */
export const labels = {
  password: () => info(1070001, 'Password'),
  titled: (title: string, name: string) => info(1070002, title, { title, name }),
  save: () => info(1070003, 'Save'),
  submit: () => info(1070005, 'Submit'),
  verifyCode: () => info(1070006, 'Verify code'),
  email: () => info(1070007, 'Email'),
  resendCode: () => info(1070008, 'Resend code'),
  continue: () => info(1070009, 'Continue'),
  recoveryCode: () => info(1070010, 'Recovery code'),
  verificationCode: () => info(1070011, 'Verification code'),
  signIn: () => info(1010001, 'Sign in'),
  signInWith: (provider: string, providerId: string) =>
    info(1010002, `Sign in with ${provider}`, { provider, provider_id: providerId }),
  authenticationCode: () => info(1010006, 'Authentication code'),
  backupCode: () => info(1010007, 'Backup recovery code'),
  useAuthenticator: () => info(1010009, 'Use Authenticator'),
  useBackupCode: () => info(1010010, 'Use backup recovery code'),
  signInWithPassword: () => info(1010022, 'Sign in with password'),
  signUp: () => info(1040001, 'Sign up'),
  signUpWith: (provider: string, providerId: string) =>
    info(1040002, `Sign up with ${provider}`, { provider, provider_id: providerId }),
  link: (provider: string, providerId: string) =>
    info(1050002, `Link ${provider}`, { provider, provider_id: providerId }),
  unlink: (provider: string, providerId: string) =>
    info(1050003, `Unlink ${provider}`, { provider, provider_id: providerId }),
  unlinkTotp: () => info(1050004, 'Unlink TOTP Authenticator App'),
  totpQr: () => info(1050005, 'Authenticator app QR code'),
  revealLookup: () => info(1050007, 'Reveal backup recovery codes'),
  regenerateLookup: () => info(1050008, 'Generate new backup recovery codes'),
  lookupCodes: () =>
    info(1050010, 'These are your back up recovery codes. Please keep them in a safe place!'),
  confirmLookup: () => info(1050011, 'Confirm backup recovery codes'),
  disableLookup: () => info(1050016, 'Disable this method'),
  totpSecret: () =>
    info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
};

/** Texts shown inside nodes (secrets, code lists). */
export const texts = {
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  lookupCode: (secret: string) => info(1050009, secret, { secret }),
  lookupCodeUsed: (usedAt: Date) =>
    info(1050014, `Secret was used at ${usedAt.toISOString()}`, {
      used_at: usedAt.toISOString(),
      used_at_unix: unix(usedAt),
    }),
  lookupCodes: (shown: string[], secrets: UiText[]) => info(1050015, shown.join(', '), { secrets }),
};

/** Flow-level information and success messages. */
export const notices = {
  refreshLogin: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  secondFactor: () => info(1010004, 'Please complete the second authentication challenge.'),
  settingsSaved: () => success(1050001, 'Your changes have been saved!'),
  recovered: (privilegedUntil: Date, now: Date) =>
    success(
      1060001,
      'You successfully recovered your account. Please change your password or set up an alternative login ' +
        `method (e.g. social sign in) within the next ${Math.round((privilegedUntil.getTime() - now.getTime()) / 60_000)} minutes.`,
      {
        privileged_session_expires_at: privilegedUntil.toISOString(),
        privileged_session_expires_at_unix: unix(privilegedUntil),
      },
    ),
  recoveryCodeSent: () =>
    info(
      1060003,
      'An email containing a recovery code has been sent to the email address you provided. If you have not ' +
        'received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  verified: () => success(1080002, 'You successfully verified your email address.'),
  verificationCodeSent: () =>
    info(
      1080003,
      'An email containing a verification code has been sent to the email address you provided. If you have not ' +
        'received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  accountExists: (email: string, provider: string) =>
    info(
      1010016,
      `You tried to sign in with ${provider}, but that email is already used by another account. Sign in to ` +
        `your account with one of the options below to add your account ${provider} as another way to sign in.`,
      { duplicateIdentifier: email, duplicate_identifier: email, provider },
    ),
  sessionExpired: () => info(4000010, 'Your session has expired. Please log in again.'),
  /**
   * Our own id: Kratos changes the address at once and has no message for a change that waits for its code.
   * 1050xxx keeps it with the settings messages, above the ids Kratos uses there (up to 1050020).
   */
  emailChangePending: (email: string, pendingEmail: string) =>
    info(
      1050100,
      `Your email address stays ${email} until you verify ${pendingEmail}: enter the code we sent to ` +
        `${pendingEmail} on the verification screen.`,
      { email, pending_email: pendingEmail },
    ),
};

/** Validation and credential errors (4xxxxxx). */
export const problems = {
  /** Product id 4000001 for a malformed address; Kratos's generic 4000001 otherwise carries its reason. */
  invalidEmail: () => error(4000001, 'Please enter a valid email address.'),
  generic: (reason: string) => error(4000001, reason, { reason }),
  missing: (property: string) =>
    property === 'password'
      ? error(4000002, 'Password is required.', { property })
      : error(4000002, `Property ${property} is missing.`, { property }),
  emailMissing: (property: string) => error(4000003, 'Email is required.', { property }),
  invalidCredentials: () =>
    error(4000006, 'The provided credentials are invalid. Please check your email address and password.'),
  accountLocked: (lockedUntil: Date) =>
    error(4000007, 'Your account has been locked. Please try again later.', {
      locked_until: lockedUntil.toISOString(),
      locked_until_unix: unix(lockedUntil),
    }),
  tooManyAttempts: (lockedUntil: Date) =>
    error(4000008, 'Too many failed login attempts. Please try again later.', {
      locked_until: lockedUntil.toISOString(),
      locked_until_unix: unix(lockedUntil),
    }),
  noTotp: () => error(4000011, 'You have no TOTP device set up.'),
  lookupUsed: () => error(4000012, 'This backup recovery code has already been used.'),
  noLookup: () => error(4000014, 'You have no backup recovery codes set up.'),
  emailTaken: () => error(4000015, 'This email address is already registered.'),
  lookupInvalid: () => error(4000016, 'The backup recovery code is not valid.'),
  invalidVerificationCode: () => error(4000020, 'Invalid verification code.'),
  /** Kratos says 4000008 here; the product gives 4000008 to the lockout, so a wrong TOTP is 4000020. */
  invalidTotpCode: () => error(4000020, 'The provided authentication code is invalid, please try again.'),
  passwordTooShort: (minLength: number, actualLength: number) =>
    error(4000025, `Password must be at least ${minLength} characters long.`, {
      min_length: minLength,
      actual_length: actualLength,
    }),
  passwordTooLong: (maxLength: number, actualLength: number) =>
    error(4000033, `The password must be at most ${maxLength} characters long.`, {
      max_length: maxLength,
      actual_length: actualLength,
    }),
  noStrategy: (flow: 'login' | 'registration' | 'settings' | 'recovery' | 'verification') => {
    const ids = {
      login: 4010002,
      registration: 4010003,
      settings: 4010004,
      recovery: 4010005,
      verification: 4010006,
    };
    const verbs = {
      login: 'log you in',
      registration: 'sign you up',
      settings: 'update your settings',
      recovery: 'recover your account',
      verification: 'verify your account',
    };
    return error(
      ids[flow],
      `Could not find a strategy to ${verbs[flow]} with. Did you fill out the form correctly?`,
    );
  },
  flowExpired: (
    kind: 'login' | 'registration' | 'settings' | 'recovery' | 'verification',
    expiredAt: Date,
    now: Date,
  ) => {
    const ids = {
      login: 4010001,
      registration: 4040001,
      settings: 4050001,
      recovery: 4060005,
      verification: 4070005,
    };
    const minutes = Math.max(0, Math.round((now.getTime() - expiredAt.getTime()) / 60_000));
    return error(ids[kind], `The ${kind} flow expired ${minutes} minutes ago, please try again.`, {
      expired_at: expiredAt.toISOString(),
      expired_at_unix: unix(expiredAt),
    });
  },
  verificationCodeExpired: (expiredAt: Date) =>
    error(4070005, 'The verification code has expired, please request a new one.', {
      expired_at: expiredAt.toISOString(),
      expired_at_unix: unix(expiredAt),
    }),
  invalidRecoveryCode: () =>
    error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
};
