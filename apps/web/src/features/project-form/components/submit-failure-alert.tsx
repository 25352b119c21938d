import type { Ref } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { TSubmitFailure } from '../utils/submit-failure';

/** Why the last save failed: one sentence, or 'Problemas encontrados:' and the list. */
export function SubmitFailureAlert({ failure, ref }: { failure: TSubmitFailure; ref?: Ref<HTMLDivElement> }) {
  return (
    // Focusable so the form can bring it into view when no field explains the failure.
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 rounded-xl focus:outline-none">
      <Alert title={failure.title}>
        {failure.message && <p>{failure.message}</p>}
        {failure.items.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {failure.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </Alert>
    </div>
  );
}
