// The assistant's personality (spec sections 3 and 5): 0 cat, 1 human, 2 robot; 1 when the value is
// missing or invalid.
import type { AssistantPersonality } from '@wtt/contract';

export const DEFAULT_PERSONALITY: AssistantPersonality = 1;

export const PERSONALITY_LABELS: Record<AssistantPersonality, string> = {
  0: 'Cat',
  1: 'Human',
  2: 'Robot',
};

export function assistantPersonalityOf(value: unknown): AssistantPersonality {
  return value === 0 || value === 1 || value === 2 ? value : DEFAULT_PERSONALITY;
}
