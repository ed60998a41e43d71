// Built by hand instead of Intl.NumberFormat('nl-BE'): Node's and browsers'
// ICU data disagree on the currency position and spacing, and a server-rendered
// price that differs from the hydrated one makes React re-render the page.
import { groupThousands } from '../format/format-number';

/**
 * A price in euros in Belgian-Dutch style: `€ 1.250.000`, `€ 1.250,50`.
 * Cents show only when there are any. A negative amount keeps the sign next
 * to the digits (`€ -1.250`), so the euro sign lines up in lists.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatPrice: ${value} is not a finite amount`);
  }
  const cents = Math.round(Math.abs(value) * 100);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const sign = value < 0 && cents > 0 ? '-' : '';
  const decimals = rest > 0 ? `,${String(rest).padStart(2, '0')}` : '';
  return `€ ${sign}${groupThousands(String(euros))}${decimals}`;
}
