// The data layer's tests stub the API at the network boundary (test/fetchStub.ts) and read the toasts.
import { notifications, notificationsStore } from '@mantine/notifications';
import { stubFetch } from '../../test/fetchStub.ts';

export { answer, inTurn, json, type RecordedRequest, type StubHandler } from '../../test/fetchStub.ts';

/** Routes are keyed "METHOD /api/path" (no query); anything else answers 404 in the API's error shape. */
export const stubApi = stubFetch;

/** The toasts shown (and queued) so far: title and message. */
export function toasts(): { title: string; message: string }[] {
  const { notifications: shown, queue } = notificationsStore.getState();
  const text = (node: unknown): string => (typeof node === 'string' ? node : JSON.stringify(node));
  return [...shown, ...queue].map((toast) => ({ title: text(toast.title), message: text(toast.message) }));
}

export function clearToasts(): void {
  notifications.clean();
  notifications.cleanQueue();
}
