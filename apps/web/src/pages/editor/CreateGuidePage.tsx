import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function CreateGuidePage() {
  return (
    <UnfinishedPage title={ROUTE_TITLES.createGuide}>
      Creating a guide in the editor is not built yet.
    </UnfinishedPage>
  );
}
