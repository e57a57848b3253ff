// The guide builder's form (spec section 3 "Guide builder input") as plain data: its values, the checks a
// user sees before the job starts (the contract's own limits, in words), and the body it sends. Sample
// texts left blank are dropped; the server checks the same limits again.
import type { GuideBuilderBody } from '@wtt/contract';
import { BUILDER_LIMITS, TEXT_LIMITS, isStorableString } from '@wtt/contract';

export interface SampleText {
  /** Stable React key of the entry (entries are added and removed). */
  key: string;
  text: string;
  /** The file it was read from; null for pasted text. */
  fileName: string | null;
}

export const GLOSSARY_FIELDS = [
  'forbiddenTermsGlossaryId',
  'requiredTermsGlossaryId',
  'exactSpellingGlossaryId',
] as const;

export type GlossaryField = (typeof GLOSSARY_FIELDS)[number];

export interface BuilderFormValues extends Record<GlossaryField, string | null> {
  name: string;
  description: string;
  samples: SampleText[];
}

export interface BuilderFormErrors {
  name?: string;
  description?: string;
  /** About the samples as a whole (none given, too many, too long together). */
  samples?: string;
  /** About one sample, by its key. */
  sample: Record<string, string>;
}

let nextKey = 0;

export function newSample(text = '', fileName: string | null = null): SampleText {
  nextKey += 1;
  return { key: `sample-${nextKey}`, text, fileName };
}

export function emptyBuilderForm(): BuilderFormValues {
  return {
    name: '',
    description: '',
    samples: [newSample()],
    forbiddenTermsGlossaryId: null,
    requiredTermsGlossaryId: null,
    exactSpellingGlossaryId: null,
  };
}

const isFilled = (sample: SampleText): boolean => sample.text.trim() !== '';

const count = (value: number): string => value.toLocaleString('en-US');

const UNSTORABLE_MESSAGE = 'This text contains characters that cannot be saved (NUL or broken characters).';

/** What is wrong with one sample text, or null. Blank samples are not wrong: they are left out. */
export function sampleTextError(text: string): string | null {
  if (text.length > BUILDER_LIMITS.textLength) {
    return `A sample text can have at most ${count(BUILDER_LIMITS.textLength)} characters; this one has ${count(text.length)}.`;
  }
  if (!isStorableString(text)) return UNSTORABLE_MESSAGE;
  return null;
}

export function validateBuilderForm(values: BuilderFormValues): BuilderFormErrors {
  const errors: BuilderFormErrors = { sample: {} };
  const name = values.name.trim();
  if (name === '') errors.name = 'Give the guide a name.';
  else if (name.length > TEXT_LIMITS.name) {
    errors.name = `The name can have at most ${count(TEXT_LIMITS.name)} characters.`;
  } else if (!isStorableString(name)) errors.name = UNSTORABLE_MESSAGE;

  if (values.description.length > TEXT_LIMITS.description) {
    errors.description = `The description can have at most ${count(TEXT_LIMITS.description)} characters.`;
  } else if (!isStorableString(values.description)) errors.description = UNSTORABLE_MESSAGE;

  for (const sample of values.samples) {
    const problem = sampleTextError(sample.text);
    if (problem !== null) errors.sample[sample.key] = problem;
  }

  const filled = values.samples.filter(isFilled);
  const total = filled.reduce((sum, sample) => sum + sample.text.length, 0);
  if (filled.length === 0) {
    errors.samples = 'Add at least one sample text: paste it, or upload a .txt or .md file.';
  } else if (filled.length > BUILDER_LIMITS.texts) {
    errors.samples = `Use at most ${count(BUILDER_LIMITS.texts)} sample texts; there are ${count(filled.length)}.`;
  } else if (total > BUILDER_LIMITS.totalLength) {
    errors.samples = `The sample texts can have at most ${count(BUILDER_LIMITS.totalLength)} characters together; they have ${count(total)}.`;
  }
  return errors;
}

export function hasErrors(errors: BuilderFormErrors): boolean {
  return (
    errors.name !== undefined ||
    errors.description !== undefined ||
    errors.samples !== undefined ||
    Object.keys(errors.sample).length > 0
  );
}

export function toBuilderBody(values: BuilderFormValues): GuideBuilderBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    texts: values.samples.filter(isFilled).map((sample) => sample.text),
    forbiddenTermsGlossaryId: values.forbiddenTermsGlossaryId,
    requiredTermsGlossaryId: values.requiredTermsGlossaryId,
    exactSpellingGlossaryId: values.exactSpellingGlossaryId,
  };
}
