// GET /tones-of-voice/{id}/source: what the browser's checker needs to check texts against a guide exactly
// as the server does: the guide's rules, and the terms of every glossary its rules refer to (the owner's
// glossaries included, for a guide shared with the caller). The editor's Web Worker compiles it with the
// engine's compileGuide, so the browser's findings equal POST /match's.
import { z } from 'zod';
import { glossaryTermSchema } from './glossaries.ts';
import { guideRuleSchema } from './guides.ts';

export const guideSourceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    rules: z.array(guideRuleSchema),
    /** Keyed by glossary id: the terms of each glossary a rule's `glossaryId` names. */
    glossaries: z.record(z.string(), z.array(glossaryTermSchema)),
  })
  .meta({ id: 'GuideSource' });

export const guideSourceAnswerSchema = z
  .object({ source: guideSourceSchema })
  .meta({ id: 'GuideSourceAnswer' });

export type GuideSource = z.infer<typeof guideSourceSchema>;
