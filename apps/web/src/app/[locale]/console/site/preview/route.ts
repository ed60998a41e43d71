// Switches an operator's preview on (Next's draft mode) and shows the public
// page asked for with the waiting drafts. Only after the BFF confirmed the
// console session: a visitor gets the login instead. The public pages then
// read the drafts with the operator's cookie (lib/console/site-preview.ts).
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { currentOperator } from '@/lib/console/console-bff';
import { consolePaths } from '@/lib/console/console-paths';
import { previewTarget } from '@/lib/console/site/site-editor-paths';
import { localeParams } from '@/lib/locale-params';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }): Promise<never> {
  const { locale } = await localeParams(params);
  if ((await currentOperator()) === null) redirect(consolePaths(locale).login);
  (await draftMode()).enable();
  redirect(previewTarget(request.nextUrl.searchParams.get('path'), `/${locale}/`));
}
