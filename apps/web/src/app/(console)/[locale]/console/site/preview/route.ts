// Switches an operator's preview on (Next's draft mode) and shows the public
// page asked for with the waiting drafts. Only the editor's own form does it,
// by POST from this site, after the BFF confirmed the console session: a
// visitor gets the login instead. The public pages then read the drafts with
// the operator's cookie (lib/console/site-preview.ts).
//
// A GET never switches it on (a link from anywhere could otherwise put an
// operator in preview): it goes to the page only while the preview is already
// on, else to the editor, whose button posts. Whatever `path` says, the answer
// stays on this site: a path that is not one of its pages is refused with 400.
import { getMessages, type Locale } from '@immo/i18n';
import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { currentOperator } from '@/lib/console/console-bff';
import { consolePaths } from '@/lib/console/console-paths';
import { previewTarget, siteEditorPaths } from '@/lib/console/site/site-editor-paths';
import { localeParams } from '@/lib/locale-params';
import { crossSiteRefusal, isCrossSite } from '@/security/cross-site-post';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string }> };

export async function GET(request: NextRequest, { params }: Params): Promise<Response> {
  const { locale } = await localeParams(params);
  const target = targetOf(request.nextUrl.searchParams.get('path'), locale);
  if (target === null) return invalidPath(locale);
  if (!(await draftMode()).isEnabled) return seeOther(siteEditorPaths(locale).home);
  return seeOther(target);
}

export async function POST(request: NextRequest, { params }: Params): Promise<Response> {
  const { locale } = await localeParams(params);
  // The proxy refuses another site's POST already; here a POST without any Origin is refused too.
  if (isCrossSite(request.headers, { requireOrigin: true })) return crossSiteRefusal(locale);
  const form = await request.formData().catch(() => null);
  const path = form?.get('path');
  const target = targetOf(typeof path === 'string' ? path : null, locale);
  if (target === null) return invalidPath(locale);
  if ((await currentOperator()) === null) return seeOther(consolePaths(locale).login);
  (await draftMode()).enable();
  return seeOther(target);
}

/** No path: the home page of the editor's language. */
function targetOf(path: string | null, locale: Locale): string | null {
  return path === null ? `/${locale}/` : previewTarget(path, webEnv().SITE_URL);
}

/** 303: the browser follows with a GET, never posting again. Draft mode's cookie is added by Next. */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });
}

function invalidPath(locale: Locale): Response {
  return new Response(`${getMessages(locale).Errors.previewPathInvalid}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}
