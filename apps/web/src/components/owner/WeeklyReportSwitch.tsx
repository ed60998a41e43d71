'use client';
import { useState } from 'react';
import { ownerFetch } from '@/lib/owner/owner-client';
import styles from './Owner.module.css';

export interface WeeklyReportSwitchProps {
  initial: boolean;
  loginPath: string;
  texts: { label: string; saved: string; failed: string };
}

/** The weekly e-mail, on or off, saved as soon as it is ticked; a failed save puts the box back. */
export function WeeklyReportSwitch({ initial, loginPath, texts }: WeeklyReportSwitchProps) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');

  async function change(next: boolean) {
    setOn(next);
    setSaving(true);
    setMessage('');
    const saved = await ownerFetch(
      '/api/owner/preferences',
      { method: 'PUT', body: JSON.stringify({ weeklyReport: next }) },
      loginPath,
    )
      .then((response) => response.ok)
      .catch(() => false);
    if (!saved) setOn(!next);
    setMessage(saved ? texts.saved : texts.failed);
    setSaving(false);
  }

  return (
    <div>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{texts.label}</span>
      </label>
      <p role="status" className={styles.status}>
        {message}
      </p>
    </div>
  );
}
