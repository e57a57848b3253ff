import { UnfinishedPage } from '../../components/UnfinishedPage.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';

export function WizardPage() {
  return <UnfinishedPage title={ROUTE_TITLES.wizard}>The guide wizard is not built yet.</UnfinishedPage>;
}
