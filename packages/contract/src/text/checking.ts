import { z } from 'zod';
import { ruleCategorySchema } from './rules.ts';

/**
 * Texts up to this many UTF-16 code units (as the browser's `String.length` counts) are checked
 * synchronously; a longer one answers 413 (DESIGN.md section 6).
 */
export const MAX_CHECKED_TEXT_LENGTH = 200_000;

export const textFormatSchema = z.enum(['plain', 'markdown', 'html']);

/**
 * The text to check. Its length limit is the server's 413, not a 400, so it is not part of the schema.
 * The text is never stored, so any string is accepted (the engine copes with lone surrogates).
 */
const checkedText = z.string();

export const matchRequestSchema = z
  .object({
    text: checkedText,
    toneOfVoiceId: z.uuid('must be a UUID'),
    format: textFormatSchema.default('plain'),
  })
  .meta({ id: 'MatchRequest' });

export const analyzeRequestSchema = z
  .object({
    text: checkedText,
    toneOfVoiceId: z.uuid('must be a UUID').optional(),
    format: textFormatSchema.default('plain'),
  })
  .meta({ id: 'AnalyzeRequest' });

/** A highlight decoration: offsets in UTF-16 code units of the checked text. */
export const findingSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    type: ruleCategorySchema,
    id: z.string(),
    methodName: z.string(),
    message: z.string(),
    severity: z.enum(['error', 'warning', 'suggestion']),
    suggestions: z.array(z.string()),
    fix: z.object({ begin: z.number().int(), end: z.number().int(), replacement: z.string() }).optional(),
  })
  .meta({ id: 'Finding' });

const categoryScoresSchema = z.object({
  'Choice of Words': z.number(),
  'Readability and Flow': z.number(),
  Emotionality: z.number(),
  'Sentence Structure': z.number(),
  'Document Structure': z.number(),
});

/** Why the score is what it is: each rule's and each sentence's part of the loss (docs/scoring.md). */
export const scoreExplanationSchema = z
  .object({
    words: z.number().int(),
    rules: z.array(
      z.object({
        id: z.string(),
        type: ruleCategorySchema,
        findings: z.number().int(),
        loss: z.number(),
        share: z.number(),
      }),
    ),
    sentences: z.array(
      z.object({
        from: z.number().int(),
        to: z.number().int(),
        findings: z.number().int(),
        loss: z.number(),
        share: z.number(),
      }),
    ),
  })
  .meta({ id: 'ScoreExplanation' });

export const matchAnswerSchema = z
  .object({
    score: z.number(),
    categories: categoryScoresSchema,
    findings: z.array(findingSchema),
    explanation: scoreExplanationSchema,
  })
  .meta({ id: 'MatchAnswer' });

const distributionSchema = z.object({
  count: z.number().int(),
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  median: z.number(),
  p90: z.number(),
  buckets: z
    .array(z.object({ from: z.number(), to: z.number().nullable(), count: z.number().int() }))
    .readonly(),
});

const driverSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  text: z.string(),
  contribution: z.number(),
  markers: z.array(z.string()).readonly(),
});

/** The analyzer's arrays are read-only; so are the answer's. */
const drivers = z.array(driverSchema).readonly();

const toneDimensionSchema = z.object({
  id: z.enum(['formal-casual', 'serious-funny', 'respectful-irreverent', 'enthusiastic-matter-of-fact']),
  left: z.string(),
  right: z.string(),
  value: z.number(),
  label: z.string(),
  drivers: drivers,
});

/** The analyzer's result; docs/analyzer.md describes every field. */
export const analyzeAnswerSchema = z
  .object({
    format: textFormatSchema,
    counts: z.object({
      characters: z.number().int(),
      charactersWithoutSpaces: z.number().int(),
      letters: z.number().int(),
      words: z.number().int(),
      uniqueWords: z.number().int(),
      sentences: z.number().int(),
      paragraphs: z.number().int(),
      headings: z.number().int(),
      syllables: z.number().int(),
      polysyllabicWords: z.number().int(),
      complexWords: z.number().int(),
    }),
    sentenceLength: distributionSchema,
    wordLength: distributionSchema,
    readability: z.object({
      fleschReadingEase: z.number().nullable(),
      fleschKincaidGrade: z.number().nullable(),
      gunningFog: z.number().nullable(),
      smog: z.number().nullable(),
      colemanLiau: z.number().nullable(),
      automatedReadabilityIndex: z.number().nullable(),
      basis: z.object({
        sentences: z.number().int(),
        words: z.number().int(),
        syllables: z.number().int(),
        letters: z.number().int(),
        polysyllabicWords: z.number().int(),
        complexWords: z.number().int(),
      }),
    }),
    passive: z.object({
      sentences: z.number().int(),
      passiveSentences: z.number().int(),
      share: z.number(),
      examples: drivers,
    }),
    emotionality: z.object({
      score: z.number(),
      sentiment: z.object({
        score: z.number(),
        label: z.enum(['negative', 'neutral', 'positive']),
        afinnTotal: z.number(),
        afinnPerWord: z.number(),
        positiveWords: z.number().int(),
        negativeWords: z.number().int(),
        drivers: drivers,
      }),
      intensity: z.object({
        score: z.number(),
        markers: z.number(),
        per100Words: z.number(),
        drivers: drivers,
      }),
    }),
    formality: z.object({
      score: z.number(),
      label: z.enum(['formal', 'neutral', 'casual']),
      features: z.object({
        contractionsPer100Words: z.number(),
        personalPronounsPer100Words: z.number(),
        casualMarkersPer100Words: z.number(),
        formalMarkersPer100Words: z.number(),
        latinateShare: z.number(),
        meanSentenceLength: z.number(),
      }),
      contractions: z.object({
        contracted: z.number().int(),
        expanded: z.number().int(),
        style: z.enum(['contracted', 'expanded', 'mixed', 'none']),
      }),
      drivers: drivers,
    }),
    tone: z.object({
      formalCasual: toneDimensionSchema,
      seriousFunny: toneDimensionSchema,
      respectfulIrreverent: toneDimensionSchema,
      enthusiasticMatterOfFact: toneDimensionSchema,
    }),
    /** With a guide: the same answer as POST /match. */
    match: matchAnswerSchema.optional(),
  })
  .meta({ id: 'AnalyzeAnswer' });

export type MatchRequest = z.infer<typeof matchRequestSchema>;
export type MatchAnswer = z.infer<typeof matchAnswerSchema>;
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;
export type AnalyzeAnswer = z.infer<typeof analyzeAnswerSchema>;
