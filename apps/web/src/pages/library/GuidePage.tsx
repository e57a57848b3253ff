import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function GuidePage() {
  return (
    <UnfinishedPage title={ROUTE_TITLES.toneGuide}>The tone guide view is not built yet.</UnfinishedPage>
  );
}
