import type { Locale } from '@immo/domain';
import { logoutOwner } from '@/lib/owner/logout-owner';
import styles from './Owner.module.css';

/** A form, so leaving works without JavaScript too (the server action revokes the session on the BFF). */
export function LogoutButton({ label, locale }: { label: string; locale: Locale }) {
  return (
    <form action={logoutOwner.bind(null, locale)}>
      <button type="submit" className={styles.button}>
        {label}
      </button>
    </form>
  );
}
