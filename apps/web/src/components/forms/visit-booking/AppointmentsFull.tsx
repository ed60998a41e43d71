// The spec's 'The appointments are full', with the next free times instead:
// shown where a booking or a move lost its slot. Announced at once (role=alert),
// since it replaces what the visitor had just chosen.
import type { SlotOption } from '@/lib/forms/slot-days';
import styles from './VisitBooking.module.css';

export interface AppointmentsFullProps {
  /** Errors.appointmentsFull. */
  message: string;
  /** 'The next free times:'. */
  nextLabel: string;
  /** The next free slots, worded (slotDays), with their day. */
  nextSlots: readonly (SlotOption & { dayLabel: string })[];
}

export function AppointmentsFull({ message, nextLabel, nextSlots }: AppointmentsFullProps) {
  return (
    <div className={styles.full} role="alert">
      <p>{message}</p>
      {nextSlots.length > 0 ? (
        <>
          <p>{nextLabel}</p>
          <ul>
            {nextSlots.map((slot) => (
              <li key={slot.value}>
                {slot.dayLabel}, {slot.label}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
