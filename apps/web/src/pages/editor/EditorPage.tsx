import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function EditorPage() {
  return (
    <UnfinishedPage title={ROUTE_TITLES.editor}>
      The editor with matching and analysis is not built yet.
    </UnfinishedPage>
  );
}
