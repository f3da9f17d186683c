import { LegalPage } from './legal-page';
import { TERMS_OF_USE } from './terms-of-use';

export function TermsPage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
