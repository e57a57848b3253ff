import { z } from 'zod';

/** A sentence of the builder's samples: `sample` indexes the texts sent, offsets are UTF-16 code units. */
export const evidenceSentenceSchema = z
  .object({
    sample: z.number().int().min(0),
    from: z.number().int().min(0),
    to: z.number().int().min(0),
    text: z.string(),
  })
  .meta({ id: 'EvidenceSentence' });

/** Why the guide builder put a rule in a guide, with the sample sentences that show it. */
export const ruleEvidenceSchema = z
  .object({
    ruleId: z.string(),
    reason: z.string(),
    sentences: z
      .array(evidenceSentenceSchema)
      .describe('Sentences that show the samples doing what the rule asks.'),
    exceptions: z
      .array(evidenceSentenceSchema)
      .describe('Sample sentences the rule flags (the rare exceptions).'),
  })
  .meta({ id: 'RuleEvidence' });

export type RuleEvidenceView = z.infer<typeof ruleEvidenceSchema>;
