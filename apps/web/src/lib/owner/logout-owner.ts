'use server';
// An owner logging out (both tokens revoked by the BFF), then the login page.
import type { Locale } from '@immo/domain';
import { redirect } from 'next/navigation';
import { endAccountSession } from '@/lib/account/post-account-form';
import { ownerPaths } from './owner-paths';

export async function logoutOwner(locale: Locale): Promise<void> {
  await endAccountSession('/api/owner/session');
  redirect(ownerPaths(locale).login);
}
