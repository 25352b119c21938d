import ShieldCheck from 'lucide-react/icons/shield-check';
import { LegalPage } from '../layout/legal-page';

/** /privacy: 'Privacidad', what is kept, why, and who it is shared with. */
export function Component() {
  return <LegalPage page="privacy" icon={<ShieldCheck className="size-4" aria-hidden="true" />} />;
}
