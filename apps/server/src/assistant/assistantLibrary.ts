import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import type { TextFormat } from '@wtt/engine';
import type { DatabaseClient } from '../database/connection.ts';
import type { StoredGuideRule } from '../database/schema.ts';
import type { Checks } from '../text/checking/checks.ts';
import { guideToCheckWith } from '../text/checking/guideSource.ts';
import { listGuides } from '../text/guides/guideStore.ts';
import { listPrompts, type StoredPrompt } from '../text/prompts/promptStore.ts';

/** A guide the user may check with, as the assistant names it. */
export interface LibraryGuide {
  readonly id: string;
  readonly name: string;
  readonly ownerName: string;
  /** provider: predefined; owner: the user's own; member: shared with the user. */
  readonly role: 'provider' | 'owner' | 'member';
  readonly disabled: boolean;
  readonly rules: readonly StoredGuideRule[];
}

export type LibraryPrompt = Pick<StoredPrompt, 'id' | 'name' | 'content' | 'disabled'> & {
  readonly predefined: boolean;
};

/**
 * The user's own library and the engine, as the assistant (built-in or a model's tools) uses them: only
 * what the user may see, checked exactly as POST /match and /analyze check (same access, same guide
 * versions, same engine).
 */
export interface AssistantLibrary {
  readonly ownerId: string;
  guides(): Promise<LibraryGuide[]>;
  match(text: string, format: TextFormat, guide: LibraryGuide): Promise<MatchAnswer>;
  analyze(text: string, format: TextFormat): Promise<AnalyzeAnswer>;
  prompts(): Promise<LibraryPrompt[]>;
}

export function assistantLibrary(db: DatabaseClient, checks: Checks, ownerId: string): AssistantLibrary {
  return {
    ownerId,
    async guides() {
      const rows = await listGuides(db, ownerId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        ownerName: row.owner_name,
        role: row.owner_id === null ? 'provider' : row.owner_id === ownerId ? 'owner' : 'member',
        disabled: row.disabled,
        rules: row.rules,
      }));
    },
    async match(text, format, guide) {
      const ref = await guideToCheckWith(db, ownerId, guide.id);
      return (await checks.match(text, format, ref)).parse();
    },
    async analyze(text, format) {
      return (await checks.analyze(text, format)).parse();
    },
    async prompts() {
      const rows = await listPrompts(db, ownerId);
      return rows.map((row) => ({ ...row, predefined: row.owner_id === null }));
    },
  };
}
