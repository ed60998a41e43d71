'use server';
// The editor's server actions: the forms' path with and without JavaScript
// (the browser checks first with the same schema, then calls the action).
// A save goes to the BFF with the operator's cookie; what went live drops
// the web's cached site configuration (updateTag: the next render, this
// operator's included, reads it fresh) and the pages this server keeps (the
// other web servers' go when the worker revalidates them), then a 303 back
// with the outcome.
import type { Locale } from '@immo/domain';
import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { formDataToJson } from '@/lib/forms/form-data';
import { errorsOfIssues } from '@/lib/forms/form-state';
import { dropCachedPages } from '@/lib/page-cache/drop-cached-pages';
import { SITE_CONFIG_TAG } from '@/lib/site-config';
import { consolePaths } from '../console-paths';
import { postSiteConfig } from './site-config-bff';
import { type SiteFormKind, siteFormPath, siteFormSchemas, type SiteFormState } from './site-form-kind';
import { siteEditorPaths } from './site-editor-paths';

function showPublished(): void {
  updateTag(SITE_CONFIG_TAG);
  dropCachedPages();
}

const typedValues = (formData: FormData): Record<string, string> =>
  Object.fromEntries(
    [...formData.entries()].flatMap(([name, value]) =>
      typeof value === 'string' && !name.startsWith('$ACTION') && name !== 'intent' ? [[name, value]] : [],
    ),
  );

/** Where a form's page is, to come back to with the outcome. */
function formPage(kind: SiteFormKind, locale: Locale, rowId: number): string {
  const paths = siteEditorPaths(locale);
  if (kind === 'page') return paths.page(rowId);
  if (kind === 'top-bar-item') return paths.topBarItem(rowId);
  if (kind === 'footer-block') return paths.footerBlock(rowId);
  return kind === 'visit-hours' ? paths.visitHours : paths.home;
}

/** Bound per form on the server: `saveSiteForm.bind(null, kind, locale, rowId)` (the page, link or column; null for the settings). */
export async function saveSiteForm(
  kind: SiteFormKind,
  locale: Locale,
  pageId: number | null,
  _previous: SiteFormState,
  formData: FormData,
): Promise<SiteFormState> {
  const values = typedValues(formData);
  const intent = formData.get('intent') === 'publish' ? 'publish' : 'draft';
  const json = formDataToJson(formData.entries());
  delete json['intent'];
  const checked = siteFormSchemas[kind].safeParse(json);
  if (!checked.success) return { values, errors: errorsOfIssues(checked.error.issues), problem: null };
  const reply = await postSiteConfig(siteFormPath(kind, pageId), { ...json, intent });
  if (reply?.status === 401) redirect(consolePaths(locale).login);
  if (reply?.status === 400 && Array.isArray(reply.body['issues'])) {
    const issues = (reply.body['issues'] as { path: string; message: string }[]).map((issue) => ({
      path: issue.path.split('.'),
      message: issue.message,
    }));
    return { values, errors: errorsOfIssues(issues), problem: null };
  }
  if (reply === null || reply.status !== 200) return { values, errors: {}, problem: 'failed' };
  const status = String(reply.body['status'] ?? 'draft');
  if (status === 'published') showPublished();
  redirect(`${formPage(kind, locale, pageId ?? 0)}?done=${status}`);
}

/** Publish every draft, or drop them all. */
export async function settleDrafts(how: 'publish' | 'discard', locale: Locale): Promise<void> {
  const reply = await postSiteConfig(how === 'publish' ? '/publish' : '/drafts/discard');
  if (reply?.status === 401) redirect(consolePaths(locale).login);
  if (how === 'publish' && reply?.status === 200) showPublished();
  redirect(`${siteEditorPaths(locale).home}?done=${reply?.status === 200 ? how : 'failed'}`);
}

/** Undo one logged change; a refusal comes back to the log with its reason (and the fields changed since). */
export async function undoChange(locale: Locale, changeId: number): Promise<void> {
  const reply = await postSiteConfig(`/changes/${changeId}/undo`);
  if (reply?.status === 401) redirect(consolePaths(locale).login);
  const log = siteEditorPaths(locale).changes;
  if (reply?.status === 200) {
    showPublished();
    redirect(`${log}?done=undone&change=${changeId}`);
  }
  const code = reply?.body['code'];
  const reason =
    code === 'SITE_CONFIG_CHANGED_SINCE'
      ? 'changedSince'
      : code === 'SITE_CONFIG_ALREADY_UNDONE'
        ? 'alreadyUndone'
        : 'failed';
  const fields = Array.isArray(reply?.body['fields']) ? (reply.body['fields'] as string[]).join(',') : '';
  redirect(`${log}?refused=${reason}&change=${changeId}${fields ? `&fields=${encodeURIComponent(fields)}` : ''}`);
}
