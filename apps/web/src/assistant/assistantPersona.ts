// Who the assistant is in the chat (spec sections 3 and 4, "Assistant state": avatar, name, personality):
// the profile's personality (0 cat, 1 human, 2 robot; 1 when invalid) picks its name, avatar and the
// greeting that opens an empty chat.
import type { AssistantPersonality } from '@wtt/contract';
import { assistantPersonalityOf } from '../profile/personality.ts';

export interface AssistantPersona {
  personality: AssistantPersonality;
  name: string;
  /** Which drawing the avatar shows. */
  avatar: 'cat' | 'human' | 'robot';
  /** The first message of an empty chat (spec section 4), word for word. */
  greeting: string;
}

const PERSONAS: Record<AssistantPersonality, AssistantPersona> = {
  0: { personality: 0, name: 'Tone Cat', avatar: 'cat', greeting: 'Meow!' },
  1: { personality: 1, name: 'Tone Assistant', avatar: 'human', greeting: 'Hello!' },
  2: { personality: 2, name: 'Tone Robot', avatar: 'robot', greeting: 'Beep boop!' },
};

export function personaOf(personality: unknown): AssistantPersona {
  return PERSONAS[assistantPersonalityOf(personality)];
}

/** The only message an account without PREMIUM or ENTERPRISE sees (spec section 4). */
export const WELCOME_WITHOUT_PLAN =
  'Welcome to the AI Assistant! It is part of the **Premium** and **Enterprise** plans: with one of them it ' +
  'checks your text against your guides, explains your score and applies verified fixes. Choose a plan in ' +
  'your profile settings to start chatting.';
