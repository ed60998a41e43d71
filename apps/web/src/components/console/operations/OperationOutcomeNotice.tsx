// The outcome of the action just done, said once at the top of the section.
import type { OperationOutcome } from '@/lib/console/operations/operation-outcome';
import styles from './Operations.module.css';

/** `message`: the outcome's sentence in the operator's language (the page knows its section's words). */
export function OperationOutcomeNotice({ outcome, message }: { outcome: OperationOutcome; message: string | null }) {
  if (outcome === null || message === null) return null;
  return (
    <p className={styles.notice} role={'done' in outcome ? 'status' : 'alert'} data-testid="operation-outcome">
      {message}
    </p>
  );
}
