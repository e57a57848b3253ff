import fc from 'fast-check';

/** Texts with what breaks servers: NUL, unpaired surrogates, emoji, huge and empty strings, prototype names. */
export const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'a\udc00b',
    '😀',
    '__proto__',
    'constructor',
    'x'.repeat(20_001),
  ),
);
