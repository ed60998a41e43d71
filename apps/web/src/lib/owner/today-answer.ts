// The live "today" call's answer, checked with the shared schema. Loaded by
// TodayViews on its first refresh, not with the page: zod is most of its
// weight, and the page's own figures need none of it to paint.
import '@/security/zod-without-eval';
import { ZOwnerTodayListSchema } from '@immo/domain';

/** Today's views by property, or an error for an answer of another shape. */
export function todayByProperty(answer: unknown): Map<number, number> {
  const parsed = ZOwnerTodayListSchema.safeParse(answer);
  if (!parsed.success) throw new Error('today: unexpected answer');
  return new Map(parsed.data.items.map((item) => [item.propertyId, item.today]));
}
