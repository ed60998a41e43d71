// Switches the operator's preview off: the public pages show what visitors see.
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { localeParams } from '@/lib/locale-params';

export const dynamic = 'force-dynamic';

export async function GET(_request: NextRequest, { params }: { params: Promise<{ locale: string }> }): Promise<never> {
  const { locale } = await localeParams(params);
  (await draftMode()).disable();
  redirect(`/${locale}/console/site/`);
}
