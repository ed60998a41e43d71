import { type LeadDetail, leadReference, ZConsoleAgentsSchema, ZLeadDetailSchema } from '@immo/domain';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/components/console/ConsoleFrame';
import { LeadActionForms } from '@/components/console/requests/LeadActionForms';
import { LeadFields, LeadMails } from '@/components/console/requests/LeadFacts';
import { leadSubjectText } from '@/components/console/requests/lead-subject';
import { RequestOutcome } from '@/components/console/requests/RequestOutcome';
import type { MailT, RequestsT } from '@/components/console/requests/request-texts';
import { consolePageMetadata } from '@/lib/console/console-metadata';
import { consolePaths } from '@/lib/console/console-paths';
import { requestPaths } from '@/lib/console/requests/request-paths';
import { requestsGetJson } from '@/lib/console/requests/requests-bff';
import type { RequestsRouteProps } from '@/lib/console/requests/search-params';
import { localeParams } from '@/lib/locale-params';
import { brusselsDateTime } from '@/lib/owner/owner-dates';
import styles from '@/components/console/requests/Requests.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type LeadRouteProps = RequestsRouteProps<{ id: string }>;

export async function generateMetadata({ params }: LeadRouteProps): Promise<Metadata> {
  const { locale } = await localeParams(params);
  const t = await getTranslations({ locale, namespace: 'ConsoleRequests' });
  return consolePageMetadata(t('title'));
}

function stateText(lead: LeadDetail, t: RequestsT): string {
  if (lead.quarantined) return t('spamReason', { reason: lead.spamReason ?? 'other' });
  return t(lead.duplicateOf === null ? 'states.normal' : 'states.duplicate');
}

function Facts({
  lead,
  t,
  tMail,
  locale,
}: {
  lead: LeadDetail;
  t: RequestsT;
  tMail: MailT;
  locale: Parameters<typeof requestPaths>[0];
}) {
  const paths = requestPaths(locale);
  return (
    <dl className={styles.facts}>
      <dt>{t('facts.reference')}</dt>
      <dd>{leadReference(lead.id)}</dd>
      <dt>{t('facts.received')}</dt>
      <dd>{brusselsDateTime(lead.createdAt)}</dd>
      <dt>{t('facts.state')}</dt>
      <dd>{stateText(lead, t)}</dd>
      {lead.duplicateOf ? (
        <>
          <dt>{t('facts.duplicateOf')}</dt>
          <dd>
            <a href={paths.lead(lead.duplicateOf)}>{leadReference(lead.duplicateOf)}</a>
          </dd>
        </>
      ) : null}
      <dt>{t('facts.agent')}</dt>
      <dd>{lead.agent ? `${lead.agent.name} (${lead.agent.email})` : t('unassigned')}</dd>
      <dt>{t('facts.language')}</dt>
      <dd>{tMail('language', { locale: lead.locale })}</dd>
      {lead.property ? (
        <>
          <dt>{t('facts.property')}</dt>
          <dd>{leadSubjectText(lead, locale)}</dd>
        </>
      ) : null}
      {lead.projectId !== null ? (
        <>
          <dt>{t('facts.project')}</dt>
          <dd>{leadSubjectText(lead, locale)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** One lead: what the visitor sent, its e-mails, the other leads of its address, and the operator's actions. */
export default async function LeadPage({ params, searchParams }: LeadRouteProps) {
  const { locale, id } = await localeParams(params);
  setRequestLocale(locale);
  if (!UUID.test(id)) notFound();
  const [t, tMail, tOutbox, lead, agents, query] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleRequests' }),
    getTranslations({ locale, namespace: 'Mail' }),
    getTranslations({ locale, namespace: 'ConsoleMail' }),
    requestsGetJson(locale, `/api/requests/leads/${id}`, ZLeadDetailSchema),
    requestsGetJson(locale, '/api/requests/agents', ZConsoleAgentsSchema),
    searchParams,
  ]);
  const paths = requestPaths(locale);
  if (lead === null) notFound();
  const title = t('detailTitle', { kind: tMail(`forms.${lead.kind}`), name: lead.name || lead.email || t('noName') });
  return (
    <ConsoleFrame locale={locale} section="requests" title={title}>
      <p>
        <a href={paths.tab('leads')}>{t('backToList')}</a>
      </p>
      <RequestOutcome searchParams={query} t={t} />
      <Facts lead={lead} t={t} tMail={tMail} locale={locale} />
      {/* What the visitor asked comes before what to do with it: the agent reads the request first. */}
      <h2>{t('fieldsHeading')}</h2>
      <LeadFields lead={lead} locale={locale} />
      {lead.cv ? (
        <p>
          <a href={paths.cv(lead.id)} download>
            {t('cvDownload', { fileName: lead.cv.fileName, size: Math.max(1, Math.round(lead.cv.size / 1024)) })}
          </a>
        </p>
      ) : null}
      <h2>{t('actionsHeading')}</h2>
      <LeadActionForms locale={locale} lead={lead} agents={agents ?? []} t={t} tMail={tMail} />
      <h2>{t('mailsHeading')}</h2>
      <LeadMails
        mails={lead.mails}
        quarantined={lead.quarantined}
        t={t}
        templateName={(template) =>
          tOutbox.has(`templates.${template}` as never) ? tOutbox(`templates.${template}` as never) : template
        }
        mailHref={(mailId) => `${consolePaths(locale).section('mail')}${mailId}/`}
      />
      <h2>{t('sameEmailHeading')}</h2>
      {lead.sameEmail.length === 0 ? (
        <p>{t('sameEmailNone')}</p>
      ) : (
        <ul>
          {lead.sameEmail.map((other) => (
            <li key={other.id}>
              <a href={paths.lead(other.id)}>
                {leadReference(other.id)} · {tMail(`forms.${other.kind}`)} · {brusselsDateTime(other.createdAt)}
              </a>
              {other.duplicateOf ? ` (${t('states.duplicate')})` : null}
            </li>
          ))}
        </ul>
      )}
    </ConsoleFrame>
  );
}
