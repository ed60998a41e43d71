'use server';
// An operator logging out (the session revoked by the BFF), then the console's login.
import type { Locale } from '@immo/domain';
import { redirect } from 'next/navigation';
import { endAccountSession } from '@/lib/account/post-account-form';
import { consolePaths } from './console-paths';

export async function logoutOperator(locale: Locale): Promise<void> {
  await endAccountSession('/api/operator/session');
  redirect(consolePaths(locale).login);
}
