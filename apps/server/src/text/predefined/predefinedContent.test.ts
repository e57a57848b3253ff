import { checkText, compileGuide, getRule, validateGuide } from '@wtt/engine';
import { describe, expect, it } from 'vitest';
import { PREDEFINED_GLOSSARIES } from './predefinedGlossaries.ts';
import { PREDEFINED_GUIDES } from './predefinedGuides.ts';
import { PREDEFINED_PROMPTS } from './predefinedPrompts.ts';
import { createGlossarySchema, createPromptSchema, createToneOfVoiceSchema } from '@wtt/contract';

const glossaries = new Map(PREDEFINED_GLOSSARIES.map((glossary) => [glossary.id, glossary.terms]));

describe('the predefined library', () => {
  it('has the eight starting guides a team expects', () => {
    expect(PREDEFINED_GUIDES.map((guide) => guide.name)).toEqual(
      expect.arrayContaining([
        'Plain language',
        'Inclusive language',
        'Empathetic customer support',
        'Formal business correspondence',
        'Marketing copy',
        'Technical documentation',
        'Social media',
        'Internal communication',
      ]),
    );
  });

  it.each(PREDEFINED_GUIDES.map((guide) => [guide.name, guide] as const))(
    '"%s" uses catalogue rules with valid parameters and passes the contract',
    (_name, guide) => {
      expect(validateGuide(guide, { glossaries })).toEqual([]);
      expect(createToneOfVoiceSchema.safeParse(guide).success).toBe(true);
      for (const rule of guide.rules) expect(getRule(rule.id)).toBeDefined();
      // The guide checks a real text without throwing.
      const compiled = compileGuide(guide, { glossaries });
      expect(checkText('Hello team. We utilize the new dashboard.', compiled).findings).toBeInstanceOf(Array);
    },
  );

  it('has public glossaries and prompts that pass the contract, with unique ids', () => {
    expect(PREDEFINED_GLOSSARIES.length).toBeGreaterThanOrEqual(3);
    expect(PREDEFINED_PROMPTS.length).toBeGreaterThanOrEqual(3);
    for (const glossary of PREDEFINED_GLOSSARIES) {
      expect(createGlossarySchema.safeParse(glossary).success).toBe(true);
    }
    for (const prompt of PREDEFINED_PROMPTS) expect(createPromptSchema.safeParse(prompt).success).toBe(true);
    const ids = [...PREDEFINED_GLOSSARIES, ...PREDEFINED_GUIDES, ...PREDEFINED_PROMPTS].map(
      (item) => item.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
