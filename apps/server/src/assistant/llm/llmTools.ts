import { tool } from 'ai';
import { z } from 'zod';
import { getRule, type RuleInfo } from '@wtt/engine';
import type { TextProposal } from '@wtt/contract';
import type { LibraryGuide } from '../assistantLibrary.ts';
import { chooseGuide } from '../builtin/guideChoice.ts';
import { findRule } from '../builtin/ruleLookup.ts';
import { findPrompt } from '../builtin/runPromptAnswer.ts';
import { applySafeFixes } from '../builtin/safeFixes.ts';
import type { ReplyWriterInput } from '../replyWriter.ts';

const MAX_FINDINGS = 50;

/** What the tools share with the reply: the proposal apply_fixes made, if any. */
export interface ToolOutcome {
  proposal: TextProposal | null;
}

const NO_TEXT = { error: 'The user sent no text from the editor.' };

/**
 * The model's tools over the user's own data (DESIGN.md section 7): the library the user may see and
 * the engine's results on the text they sent, nothing else. A guide is named by id or name; without one,
 * the guide chosen in the editor (else the user's first guide) is used.
 */
export function llmTools(input: ReplyWriterInput, outcome: ToolOutcome) {
  const guideFor = async (guide: string | undefined): Promise<LibraryGuide | { error: string }> => {
    const guides = await input.library.guides();
    if (guide !== undefined) {
      const wanted = guide.trim().toLowerCase();
      const found = guides.find((entry) => entry.id === guide || entry.name.trim().toLowerCase() === wanted);
      return found ?? { error: `No guide "${guide}" in the user's library. Call list_guides.` };
    }
    const chosen = await chooseGuide(input.library, '', input.guideId);
    return chosen?.guide ?? { error: 'The user may use no guide.' };
  };
  /** The editor's text matched against the named guide, or what stops it (no text, no such guide). */
  const matchWithGuide = async (guide: string | undefined) => {
    const text = input.text;
    if (text === undefined) return NO_TEXT;
    const chosen = await guideFor(guide);
    if ('error' in chosen) return chosen;
    await input.checking(chosen.name);
    return { text, chosen, match: await input.library.match(text.text, text.format, chosen) };
  };
  const guideParameter = z
    .string()
    .optional()
    .describe('A guide id or name from list_guides; the editor’s guide when omitted.');

  return {
    list_guides: tool({
      description: 'The guides the user may check with: their own, shared with them, and predefined.',
      inputSchema: z.object({}),
      execute: async () =>
        (await input.library.guides()).map((guide) => ({
          id: guide.id,
          name: guide.name,
          whose:
            guide.role === 'provider'
              ? 'predefined'
              : guide.role === 'owner'
                ? 'own'
                : `shared by ${guide.ownerName}`,
          rules: guide.rules.map((rule) => rule.id),
          disabled: guide.disabled,
          chosenInEditor: guide.id === input.guideId,
        })),
    }),
    check_text: tool({
      description:
        'Match the user’s text against a guide with the rule engine: score 0–100, category scores, findings (the words, the rule, what to do, suggestions, whether a safe fix exists) and what costs the most.',
      inputSchema: z.object({ guide: guideParameter }),
      execute: async ({ guide }) => {
        const matched = await matchWithGuide(guide);
        if ('error' in matched) return matched;
        const { text, chosen, match } = matched;
        return {
          guide: chosen.name,
          score: match.score,
          categories: match.categories,
          findings: match.findings.slice(0, MAX_FINDINGS).map((finding) => ({
            words: text.text.slice(finding.from, finding.to),
            rule: finding.id,
            category: finding.type,
            severity: finding.severity,
            message: finding.message,
            suggestions: finding.suggestions,
            safeFix: finding.fix?.replacement ?? null,
          })),
          moreFindings: Math.max(0, match.findings.length - MAX_FINDINGS),
          costliestRules: match.explanation.rules.slice(0, 5),
        };
      },
    }),
    analyze_text: tool({
      description:
        'Analyze the user’s text: counts, readability grades, passive share, emotionality, formality and the four tone dimensions with the sentences that drive them.',
      inputSchema: z.object({}),
      execute: async () => {
        const text = input.text;
        if (text === undefined) return NO_TEXT;
        const analysis = await input.library.analyze(text.text, text.format);
        return {
          counts: analysis.counts,
          readability: { ...analysis.readability, basis: undefined },
          passive: { share: analysis.passive.share, sentences: analysis.passive.examples.map((e) => e.text) },
          formality: { score: analysis.formality.score, label: analysis.formality.label },
          tone: Object.values(analysis.tone).map((dimension) => ({
            dimension: `${dimension.left} ↔ ${dimension.right}`,
            value: dimension.value,
            label: dimension.label,
            drivers: dimension.drivers.map((driver) => ({ sentence: driver.text, markers: driver.markers })),
          })),
        };
      },
    }),
    explain_rule: tool({
      description:
        'What a rule of the catalogue means, with examples it flags and accepts, and how a guide sets it.',
      inputSchema: z.object({
        rule: z.string().describe('A rule id or name, e.g. passive-voice.'),
        guide: guideParameter,
      }),
      execute: async ({ rule, guide }) => {
        const info: RuleInfo | undefined = getRule(rule)?.info ?? findRule(rule);
        if (info === undefined) return { error: `No rule "${rule}" in the catalogue.` };
        const chosen = await guideFor(guide);
        const settings = 'error' in chosen ? undefined : chosen.rules.find((entry) => entry.id === info.id);
        return {
          id: info.id,
          name: info.name,
          category: info.category,
          severity: info.severity,
          description: info.description,
          examples: info.examples,
          inGuide:
            'error' in chosen
              ? null
              : { guide: chosen.name, uses: settings !== undefined, params: settings?.params ?? {} },
        };
      },
    }),
    apply_fixes: tool({
      description:
        'Apply every fix the engine verified as safe for a guide to the user’s text. Answers the fixed text and each change; the app offers the fixed text to the user to apply.',
      inputSchema: z.object({ guide: guideParameter }),
      execute: async ({ guide }) => {
        const matched = await matchWithGuide(guide);
        if ('error' in matched) return matched;
        const { text, chosen, match } = matched;
        const fixed = applySafeFixes(text.text, match);
        if (fixed.changes.length === 0) {
          return { guide: chosen.name, changes: [], note: 'No finding has a safe fix.' };
        }
        outcome.proposal = {
          text: text.splice(fixed.text),
          format: text.format,
          toneOfVoiceId: chosen.id,
          changes: fixed.changes,
        };
        return { guide: chosen.name, fixedText: fixed.text, changes: fixed.changes };
      },
    }),
    list_prompts: tool({
      description: 'The prompts of the user’s library (their own and predefined), by name.',
      inputSchema: z.object({}),
      execute: async () =>
        (await input.library.prompts()).map((prompt) => ({
          name: prompt.name,
          predefined: prompt.predefined,
          disabled: prompt.disabled,
        })),
    }),
    read_prompt: tool({
      description: 'The full text of a prompt of the user’s library, to follow it.',
      inputSchema: z.object({ name: z.string().describe('The prompt’s name.') }),
      execute: async ({ name }) => {
        const prompt = findPrompt(await input.library.prompts(), name);
        return prompt === undefined
          ? { error: `No prompt "${name}". Call list_prompts.` }
          : { name: prompt.name, content: prompt.content };
      },
    }),
  };
}
