// What a flow screen shows before its flow is ready: a loader, or the failure with a retry.
import { FlowLoadFailed } from './FlowLoadFailed.tsx';
import { FlowLoading } from './FlowLoading.tsx';

export function FlowPending({
  view,
  loadingLabel,
  failureTitle,
  onRetry,
}: {
  view: { status: 'loading' } | { status: 'failed'; detail: string | null };
  loadingLabel: string;
  failureTitle: string;
  onRetry: () => void;
}) {
  return view.status === 'loading' ? (
    <FlowLoading label={loadingLabel} />
  ) : (
    <FlowLoadFailed title={failureTitle} detail={view.detail} onRetry={onRetry} />
  );
}
