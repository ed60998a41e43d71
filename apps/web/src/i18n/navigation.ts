import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware wrappers: give them internal paths ('/for-sale') and they
// produce the localized URL ('/fr/a-vendre/').
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
