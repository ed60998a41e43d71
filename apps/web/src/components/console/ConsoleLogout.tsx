'use client';
import { useState } from 'react';
import styles from '@/components/owner/Owner.module.css';

/** Ends the console session on the BFF (through the relay), then shows the login. */
export function ConsoleLogout({ label, loginHref }: { label: string; loginHref: string }) {
  const [sending, setSending] = useState(false);
  const logout = async () => {
    setSending(true);
    await fetch('/api/operator/session', { method: 'DELETE', headers: { accept: 'application/json' } }).catch(() => undefined);
    window.location.assign(loginHref);
  };
  return (
    <button type="button" className={styles.button} disabled={sending} onClick={() => void logout()}>
      {label}
    </button>
  );
}
