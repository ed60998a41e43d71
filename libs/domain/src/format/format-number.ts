// One number style on every page, whatever the language (spec: "Belgian-Dutch
// number style"): a dot between thousands, a decimal comma. Built by hand for
// the same reason as formatPrice: server and browser ICU data must not differ.

/** `1234567` → `1.234.567`: a dot before every group of three digits. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A number in Belgian-Dutch style: `5.612`, `12,5`, `-1.250,75`. At most
 * `maxDecimals` decimals (rounded), trailing zeros dropped; never `-0`.
 */
export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatNumber: ${value} is not a finite number`);
  }
  const scale = 10 ** maxDecimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const fraction = String(scaled % scale)
    .padStart(maxDecimals, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${groupThousands(String(whole))}${fraction ? `,${fraction}` : ''}`;
}
