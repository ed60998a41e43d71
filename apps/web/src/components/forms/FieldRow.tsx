import type { ReactNode } from 'react';
import styles from './Forms.module.css';

/** Fields side by side from tablet width up (street and number, postcode and city). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
