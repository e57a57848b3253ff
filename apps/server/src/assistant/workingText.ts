import type { AssistantContext } from '@wtt/contract';
import type { TextFormat } from '@wtt/engine';

/**
 * The text an answer is about: the selection when it has words (spec section 5: a selection counts only
 * when its trimmed text is not empty), else the editor's text. `splice` puts a changed version of it back
 * into the whole text, so a proposal is always the whole editor text.
 */
export interface WorkingText {
  readonly text: string;
  readonly format: TextFormat;
  readonly isSelection: boolean;
  splice(changed: string): string;
}

export function workingText(context: AssistantContext | undefined): WorkingText | undefined {
  if (context === undefined) return undefined;
  const whole = context.text ?? '';
  const { selection, format } = context;
  if (selection !== undefined && selection.text.trim() !== '') {
    // Offsets that do not point at the selected text in this text: the selection alone, on its own.
    const placed = whole.slice(selection.from, selection.to) === selection.text;
    return {
      text: selection.text,
      format,
      isSelection: true,
      splice: (changed) =>
        placed ? whole.slice(0, selection.from) + changed + whole.slice(selection.to) : changed,
    };
  }
  if (whole.trim() === '') return undefined;
  return { text: whole, format, isSelection: false, splice: (changed) => changed };
}
