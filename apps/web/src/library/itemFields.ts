// Inline checks of the fields every library item has, with the limits the server enforces (it would
// answer 400 beyond them).
import { TEXT_LIMITS } from '@wtt/contract';

export const FIELD_MESSAGES = {
  nameRequired: 'Enter a name.',
  nameTooLong: `A name has at most ${TEXT_LIMITS.name} characters.`,
  descriptionTooLong: `A description has at most ${TEXT_LIMITS.description} characters.`,
  contentRequired: 'Enter the prompt text.',
  contentTooLong: `A prompt has at most ${TEXT_LIMITS.promptContent} characters.`,
} as const;

export function nameError(name: string): string | null {
  if (name.trim() === '') return FIELD_MESSAGES.nameRequired;
  return name.trim().length > TEXT_LIMITS.name ? FIELD_MESSAGES.nameTooLong : null;
}

export function descriptionError(description: string): string | null {
  return description.trim().length > TEXT_LIMITS.description ? FIELD_MESSAGES.descriptionTooLong : null;
}

export function promptContentError(content: string): string | null {
  if (content.trim() === '') return FIELD_MESSAGES.contentRequired;
  return content.trim().length > TEXT_LIMITS.promptContent ? FIELD_MESSAGES.contentTooLong : null;
}
