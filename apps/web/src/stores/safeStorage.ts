// Browser storage that never throws: private modes, full quotas and disabled storage only produce a
// console warning (spec section 8, "Storage read or write failures are only warned in the console").

export interface SafeStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

export function createSafeStorage(
  getStorage: () => Storage = () => window.localStorage,
  warn: (message: string, error: unknown) => void = console.warn,
): SafeStorage {
  return {
    getItem(key) {
      try {
        return getStorage().getItem(key);
      } catch (error) {
        warn(`Could not read "${key}" from browser storage.`, error);
        return null;
      }
    },
    setItem(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch (error) {
        warn(`Could not save "${key}" to browser storage.`, error);
      }
    },
    removeItem(key) {
      try {
        getStorage().removeItem(key);
      } catch (error) {
        warn(`Could not remove "${key}" from browser storage.`, error);
      }
    },
  };
}

export const safeLocalStorage: SafeStorage = createSafeStorage();
