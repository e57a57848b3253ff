import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function GlossaryPage() {
  return <UnfinishedPage title={ROUTE_TITLES.glossary}>The glossary view is not built yet.</UnfinishedPage>;
}
