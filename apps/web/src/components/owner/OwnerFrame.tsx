// The frame of an owner portal page: the site's header (this page in every
// language) and the page's title.
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { staticAlternates } from '@/lib/alternates';
import formStyles from '@/components/forms/FormPage.module.css';

export function OwnerFrame({
  originalPath,
  title,
  children,
}: {
  originalPath: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader alternates={staticAlternates(originalPath)} />
      <main id="main" className={`container page ${formStyles.page}`}>
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}
