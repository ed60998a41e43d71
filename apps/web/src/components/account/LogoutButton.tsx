import styles from '@/components/owner/Owner.module.css';

/** A form, so leaving works without JavaScript too (the server action revokes the session on the BFF). */
export function LogoutButton({ label, action }: { label: string; action: () => Promise<void> }) {
  return (
    <form action={action}>
      <button type="submit" className={styles.button}>
        {label}
      </button>
    </form>
  );
}
