'use client';
import { formatNumber } from '@immo/domain';
import useSWR from 'swr';
import { ownerFetch } from '@/lib/owner/owner-client';

export interface TodayViewsProps {
  propertyId: number;
  /** The server's figure, shown at once and until the first refresh. */
  initial: number;
  loginPath: string;
}

/**
 * How often today's figures are asked again while the page is open (and at
 * once when the owner comes back to the tab): a view shows within 10 seconds
 * (docs/decisions.md). One call answers every property on the page.
 */
export const TODAY_REFRESH_MS = 5_000;
/** Every figure on the page shares this key, so SWR makes one call for all of them. */
const TODAY_PATH = '/api/owner/today';

async function readToday(path: string, loginPath: string): Promise<Map<number, number>> {
  const response = await ownerFetch(path, { method: 'GET' }, loginPath);
  if (!response.ok) throw new Error(`today: ${response.status}`);
  const [answer, { todayByProperty }] = await Promise.all([response.json(), import('@/lib/owner/today-answer')]);
  return todayByProperty(answer);
}

/** Today's views, kept live without a reload (SWR); the week, month and total beside it come from the page. */
export function TodayViews({ propertyId, initial, loginPath }: TodayViewsProps) {
  const { data } = useSWR(TODAY_PATH, (path: string) => readToday(path, loginPath), {
    refreshInterval: TODAY_REFRESH_MS,
    revalidateOnFocus: true,
    // The server's figure is already on the page: the first call waits for the first interval.
    revalidateOnMount: false,
    keepPreviousData: true,
  });
  // Written as the site writes every number (1.295), as the week and the total beside it.
  return <span data-testid="today-views">{formatNumber(data?.get(propertyId) ?? initial, 0)}</span>;
}
