// WhatsApp's click-to-chat link (https://faq.whatsapp.com/5913398998672934):
// the number in full international form, digits only, no `+` and no leading
// zeros. The agency types its number as it would dial it.

/** Belgium's calling code: the agency's home country (spec §9), for a number typed without one. */
const HOME_CALLING_CODE = '32';

/**
 * `+32 475 12 34 56`, `0032 475…` or the national `0475 12 34 56` → `32475123456`;
 * null when no digits are left.
 */
export function whatsappNumber(typed: string): string | null {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `${HOME_CALLING_CODE}${digits.slice(1)}`;
  return digits;
}

/** A chat with the agency's number, its first message filled in; null without a usable number. */
export function whatsappLink(typed: string, message: string): string | null {
  const number = whatsappNumber(typed);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}
