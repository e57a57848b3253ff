// The app's HTTP client, wired to the real browser: global fetch, the router, Mantine toasts, the
// session cache and the upgrade dialog signal.
import { accountInfoPrefix, sessionQueryKey } from '../auth/sessionQueries.ts';
import { navigateTo } from '../routes/appNavigation.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { createHttpClient } from './httpClient.ts';
import { queryClient } from './queryClient.ts';
import { showToast } from './toast.ts';

export const apiClient = createHttpClient({
  fetch: (url, init) => fetch(url, init),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  navigate: navigateTo,
  toast: showToast,
  // Without this the guest guard would still see the cached session and bounce the login page back.
  onSessionExpired: () => queryClient.setQueryData(sessionQueryKey, null),
  // The dialog shows what the server said (which limit, what to do), else the spec's 403 text. A 403 may
  // also mean that the account changed meanwhile (closed, or no plan any more): the guards ask again and
  // send the user to /account-closed or /subscription-required when it did.
  onUpgradeRequired: (message, serverMessage) => {
    useUpgradeDialogStore.getState().request(serverMessage ?? message);
    void queryClient.invalidateQueries({ queryKey: accountInfoPrefix });
  },
});
