// Chats and messages shaped by the contract's types, for the assistant's tests.
import type { Chat, ChatMessage, TextProposal } from '@wtt/contract';
import { IDS } from '../../api/test/fixtures.ts';

export const CHAT_IDS = {
  chat: 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601',
  otherChat: 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f602',
  userMessage: 'd1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601',
  reply: 'd1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f602',
  job: 'e1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601',
} as const;

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: CHAT_IDS.reply,
    text: 'Your text breaks **1 rule**: the guide forbids "utilize".',
    user: false,
    role: 'assistant',
    timestamp: '2026-11-26T10:00:05.000Z',
    proposal: null,
    ...overrides,
  };
}

export function userMessage(text = 'Check my text'): ChatMessage {
  return chatMessage({ id: CHAT_IDS.userMessage, text, user: true, role: 'user' });
}

export function chat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: CHAT_IDS.chat,
    messages: [],
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

export function proposal(overrides: Partial<TextProposal> = {}): TextProposal {
  return {
    text: 'We use the new dashboard.',
    format: 'plain',
    toneOfVoiceId: IDS.guide,
    changes: [{ ruleId: 'forbidden-terms', from: 'utilize', to: 'use' }],
    ...overrides,
  };
}
