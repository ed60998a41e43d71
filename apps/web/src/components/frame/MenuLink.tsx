import { NavLink } from '@/components/NavLink';
import type { ReactNode } from 'react';
import { MENU_LINK } from './frame-controls';

/** A menu link; <FrameControls> marks it aria-current when it is the page shown. */
export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <NavLink href={href} className={className} {...{ [MENU_LINK]: '' }}>
      {children}
    </NavLink>
  );
}
