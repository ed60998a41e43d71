import { getLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { NotFoundMain } from '@/components/not-found/NotFoundMain';

/**
 * A page's notFound() inside a language. Next.js 16.3+ sends it in flight
 * data only, drawn by JavaScript (vercel/next.js#62228); addresses no page
 * claims get the complete app/not-found.tsx instead.
 */
export default async function NotFoundPage() {
  const locale = await getLocale();
  return (
    <>
      <SiteHeader />
      <NotFoundMain locale={locale} />
    </>
  );
}
