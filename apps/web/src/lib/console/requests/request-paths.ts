// The requests section's addresses: its pages under the console, the BFF's downloads through the /api relay.
import { type LeadFilter, leadFilterParams, type Locale } from '@immo/domain';
import { consolePaths } from '../console-paths';

export const requestTabs = ['leads', 'demands', 'newsletter', 'testimonials'] as const;
export type RequestTab = (typeof requestTabs)[number];

export function requestPaths(locale: Locale) {
  const root = consolePaths(locale).section('requests');
  return {
    tab: (tab: RequestTab) => (tab === 'leads' ? root : `${root}${tab}/`),
    lead: (id: string) => `${root}${id}/`,
    /** A page of the list with the same filter. */
    leads: (filter: LeadFilter & { page?: number }) => withQuery(root, leadFilterParams(filter)),
    /** In the operator's language: its headers and values read in it. */
    csv: (filter: LeadFilter) => withQuery('/api/requests/leads.csv', [...leadFilterParams(filter), ['lang', locale]]),
    cv: (id: string) => `/api/requests/leads/${id}/cv`,
  };
}

export function withQuery(path: string, pairs: readonly (readonly [string, string])[]): string {
  const query = new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString();
  return query === '' ? path : `${path}?${query}`;
}
