// The property or project a form was about travels to its thank-you page in
// the address (`/fr/merci/contact-me/?property=4101`), so that page can lead
// back to it. No imports: FormShell, in the browser, builds the same address
// as the no-JS server action (form-submission.ts).

export type ThankYouSubject = { kind: 'property'; id: number } | { kind: 'project'; id: number };

const PARAMETERS = { property: 'propertyId', project: 'projectId' } as const;

function recordId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The thank-you page's address, with the form's property or project (its `propertyId` or `projectId`) when it had one. */
export function thankYouHref(path: string, values: Readonly<Record<string, unknown>> | undefined): string {
  for (const [parameter, field] of Object.entries(PARAMETERS)) {
    const id = recordId(values?.[field]);
    if (id !== null) return `${path}?${parameter}=${id}`;
  }
  return path;
}

/** The subject a thank-you page's query names, or null (none, or not an id). */
export function thankYouSubjectOf(
  query: Readonly<Record<string, string | string[] | undefined>>,
): ThankYouSubject | null {
  for (const kind of ['property', 'project'] as const) {
    const raw = query[kind];
    const id = recordId(Array.isArray(raw) ? raw[0] : raw);
    if (id !== null) return { kind, id };
  }
  return null;
}
