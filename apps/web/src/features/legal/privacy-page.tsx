import { LegalPage } from './legal-page';
import { PRIVACY_POLICY } from './privacy-policy';

export function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
