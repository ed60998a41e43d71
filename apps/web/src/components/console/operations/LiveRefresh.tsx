'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * While an import is queued or running, the page renders itself again every
 * few seconds (the server's render, as a reload would give, without losing
 * the scroll or the form): the operator watches it finish. Renders nothing;
 * without JavaScript the page is as it was when loaded.
 */
export function LiveRefresh({
  active,
  everyMs = 3_000,
  forMs = 10 * 60_000,
}: {
  active: boolean;
  everyMs?: number;
  forMs?: number;
}) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const until = Date.now() + forMs;
    const timer = setInterval(() => {
      // A tab left open does not poll for ever.
      if (Date.now() > until) clearInterval(timer);
      else if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, forMs, router]);
  return null;
}
