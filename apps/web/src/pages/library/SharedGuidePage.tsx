import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function SharedGuidePage() {
  return (
    <UnfinishedPage title={ROUTE_TITLES.sharedGuide}>
      Opening a shared guide by its code is not built yet.
    </UnfinishedPage>
  );
}
