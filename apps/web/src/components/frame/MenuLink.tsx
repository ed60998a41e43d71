'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isCurrentPath } from './menu-links';

/**
 * A menu link that marks itself as the current page. The header is rendered
 * by each page but does not know its URL (a server component has no path),
 * so this small leaf reads it from the router.
 */
export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = isCurrentPath(href, pathname);
  return (
    <NextLink href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </NextLink>
  );
}
