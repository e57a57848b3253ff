// Error and warning toasts through Mantine notifications (spec sections 8 and 9: 5 s, error or warn).
import { notifications } from '@mantine/notifications';
import type { ToastSeverity } from './errorPolicy.ts';
import { TOAST_DURATION_MS } from './errorPolicy.ts';

const TOAST_LOOK = {
  autoClose: TOAST_DURATION_MS,
  withCloseButton: true,
  // Mantine's close button has no name, and its dimmed message text is below the 4.5:1 contrast ratio.
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-text)' } },
};

export function showToast({ message, severity }: { message: string; severity: ToastSeverity }): void {
  notifications.show({
    ...TOAST_LOOK,
    title: severity === 'warn' ? 'Warning' : 'Error',
    message,
    color: severity === 'warn' ? 'yellow' : 'red',
  });
}

/** A confirmation that something the user asked for was done (5 s, like the error toasts). */
export function showNotice({ title, message }: { title: string; message: string }): void {
  notifications.show({ ...TOAST_LOOK, title, message, color: 'teal' });
}
