'use server';
// The buttons of a visit's own page: cancel, or move to another slot. The
// link in the mail only opens the page (mail scanners open every link);
// these POST, with or without JavaScript, and answer with the page again
// (303), its `?result=` saying what happened.
import { isLocale, type Locale } from '@immo/domain';
import { REQUEST_ID_HEADER } from '@immo/platform';
import { localizePath } from '@immo/i18n';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { webEnv } from '@/config/env';
import { isManageToken } from './visit-booking-manage';
import { visitorAddress } from './visitor-address';
import { requestIdOf } from '../request-id';

export type VisitChangeResult = 'cancelled' | 'moved' | 'full' | 'closed' | 'failed';

const TIMEOUT_MS = 15_000;

async function post(path: string, body: unknown): Promise<{ status: number; code: unknown } | null> {
  const { BFF_URL, SITE_URL } = webEnv();
  const request = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin: new URL(SITE_URL).origin,
  });
  const incoming = await headers();
  const visitor = visitorAddress(incoming);
  if (visitor) request.set('x-forwarded-for', visitor);
  request.set(REQUEST_ID_HEADER, requestIdOf(incoming));
  try {
    const response = await fetch(new URL(path, BFF_URL), {
      method: 'POST',
      headers: request,
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return { status: response.status, code: answer?.code };
  } catch (error) {
    console.error(
      `[web] ${path.replace(/manage\/[^/]+/, 'manage/…')} not delivered to the BFF:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

function resultOf(answer: { status: number; code: unknown } | null, success: VisitChangeResult): VisitChangeResult {
  if (answer?.status === 200) return success;
  if (answer?.code === 'APPOINTMENTS_FULL' || answer?.code === 'VISIT_NOT_BOOKABLE') return 'full';
  if (answer?.code === 'VISIT_CHANGE_CLOSED') return 'closed';
  return 'failed';
}

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

function backTo(formData: FormData, token: string, result: VisitChangeResult): never {
  const posted = field(formData, 'locale');
  const locale: Locale = isLocale(posted) ? posted : webEnv().DEFAULT_LOCALE;
  redirect(`${localizePath(`/visit/${token}/`, locale)}?result=${result}`);
}

export async function cancelVisit(formData: FormData): Promise<void> {
  const token = field(formData, 'token');
  if (!isManageToken(token)) return;
  backTo(formData, token, resultOf(await post(`/api/visit-bookings/manage/${token}/cancel`, {}), 'cancelled'));
}

export async function moveVisit(formData: FormData): Promise<void> {
  const token = field(formData, 'token');
  if (!isManageToken(token)) return;
  const slotStart = field(formData, 'slotStart');
  backTo(formData, token, resultOf(await post(`/api/visit-bookings/manage/${token}/move`, { slotStart }), 'moved'));
}
