// The editor's schema for tests: TipTap's StarterKit, whose node and mark names the editor uses.
import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

export const testSchema = getSchema([StarterKit]);
