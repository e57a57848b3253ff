// The assistant's chat id in local storage (spec section 3, "Browser storage"), so a reload or another tab
// continues the same chat. Storage failures are only warned about (safeStorage.ts).
import type { SafeStorage } from '../stores/safeStorage.ts';
import { safeLocalStorage } from '../stores/safeStorage.ts';

export const CHAT_ID_STORAGE_KEY = 'wtt-assistant-chat-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatIdStorage {
  read: () => string | null;
  write: (chatId: string) => void;
  remove: () => void;
}

export function createChatIdStorage(storage: SafeStorage = safeLocalStorage): ChatIdStorage {
  return {
    // A hand-edited value that is no chat id would only answer 400: it counts as none.
    read: () => {
      const value = storage.getItem(CHAT_ID_STORAGE_KEY)?.trim() ?? '';
      return UUID.test(value) ? value : null;
    },
    write: (chatId) => storage.setItem(CHAT_ID_STORAGE_KEY, chatId),
    remove: () => storage.removeItem(CHAT_ID_STORAGE_KEY),
  };
}
