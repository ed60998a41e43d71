import type { getTranslations } from 'next-intl/server';

/** The section's translator, passed to its components by the pages. */
export type RequestsT = Awaited<ReturnType<typeof getTranslations<'ConsoleRequests'>>>;
/** The mails' words for the forms and their fields, which the console reuses. */
export type MailT = Awaited<ReturnType<typeof getTranslations<'Mail'>>>;
