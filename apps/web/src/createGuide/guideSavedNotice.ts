// The notice after a guide built in the editor is saved: it names the guide and says where it went.
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../api/errorPolicy.ts';

export function showGuideSavedNotice(name: string): void {
  notifications.show({
    title: 'Guide saved',
    message: `“${name}” is in your library, and your text is now checked against it.`,
    color: 'green',
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
    // As the error toasts (api/toast.ts): a named close button, and the message in full-contrast text.
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
