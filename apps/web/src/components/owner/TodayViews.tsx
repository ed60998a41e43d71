'use client';
import useSWR from 'swr';
import { ownerFetch } from '@/lib/owner/owner-client';

export interface TodayViewsProps {
  propertyId: number;
  /** The server's figure, shown at once and until the first refresh. */
  initial: number;
  loginPath: string;
}

/** How often today's figure is asked again while the page is open (and at once when the owner comes back to the tab). */
const REFRESH_MS = 30_000;

async function readToday(path: string, loginPath: string): Promise<number> {
  const response = await ownerFetch(path, { method: 'GET' }, loginPath);
  if (!response.ok) throw new Error(`today: ${response.status}`);
  const body = (await response.json()) as { today?: unknown };
  if (typeof body.today !== 'number') throw new Error('today: unexpected answer');
  return body.today;
}

/** Today's views, kept live without a reload (SWR); the week, month and total beside it come from the page. */
export function TodayViews({ propertyId, initial, loginPath }: TodayViewsProps) {
  const { data } = useSWR(`/api/owner/properties/${propertyId}/today`, (path: string) => readToday(path, loginPath), {
    fallbackData: initial,
    revalidateOnMount: false,
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: true,
  });
  return <span data-testid="today-views">{data}</span>;
}
