'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// Every page of a segment ships the client code of the segment's not-found
// page, since any of them may turn into it; loading the search box from
// here keeps it out of their first load (the server still renders it whole).
const SearchBox = lazy(() => import('./SearchBox').then((module) => ({ default: module.SearchBox })));

/** The search box in its own chunk, for pages that rarely show (the 404 pages). */
export function LazySearchBox(props: ComponentProps<typeof SearchBox>) {
  return (
    <Suspense fallback={null}>
      <SearchBox {...props} />
    </Suspense>
  );
}
