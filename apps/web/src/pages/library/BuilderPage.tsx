import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function BuilderPage() {
  return <UnfinishedPage title={ROUTE_TITLES.builder}>The guide builder is not built yet.</UnfinishedPage>;
}
