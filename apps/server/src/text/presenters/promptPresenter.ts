import type { Prompt } from '@wtt/contract';
import type { StoredPrompt } from '../prompts/promptStore.ts';

export function presentPrompt(row: StoredPrompt): Prompt {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    disabled: row.disabled,
    predefined: row.owner_id === null,
  };
}
