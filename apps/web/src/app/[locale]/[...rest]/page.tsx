import { notFound } from 'next/navigation';

// Any path under a locale that no route claims gets the localized 404 page
// (app/[locale]/not-found.tsx) inside the site frame.
export default function CatchAllPage() {
  notFound();
}
