import type { AnchorHTMLAttributes } from 'react';
import { CLIENT_NAVIGATION } from './frame/frame-controls';

type NavLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An internal link: a plain <a>, server-rendered, that <FrameControls> hands
 * to the App Router on a plain click (and prefetches on intent). In place of
 * next/link, whose 4 kB of client code every page would load.
 */
export function NavLink({ href, ...props }: NavLinkProps) {
  return <a href={href} {...props} {...{ [CLIENT_NAVIGATION]: '' }} />;
}
