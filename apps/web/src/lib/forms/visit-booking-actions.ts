'use server';
// The buttons of a visit's own page: cancel, or move to another slot. The
// link in the mail only opens the page (mail scanners open every link);
// these POST, with or without JavaScript, and answer with the page again
// (303), its `?result=` saying what happened.
import { isLocale, type Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { redirect } from 'next/navigation';
import { webEnv } from '@/config/env';
import { postToBffForVisitor } from '@/lib/bff-post-for-visitor';
import { isManageToken } from './visit-booking-manage';

export type VisitChangeResult = 'cancelled' | 'moved' | 'full' | 'closed' | 'failed';

async function post(path: string, body: unknown): Promise<{ status: number; code: unknown } | null> {
  try {
    const response = await postToBffForVisitor(path, body);
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
