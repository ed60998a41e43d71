'use client';

import { lazy, type ComponentProps } from 'react';

// Every page of a segment ships the client code of the segment's not-found
// page, since any of them may turn into it; loading the search box from
// here keeps it out of their first load.
const SearchBox = lazy(() => import('./SearchBox').then((module) => ({ default: module.SearchBox })));

/**
 * The search box in its own chunk, for pages that rarely show (the 404 pages).
 * No Suspense boundary of its own: on the server the page's HTML then waits
 * for the box instead of streaming it later into a hidden slot that only a
 * script reveals, which left the box out for a browser without JavaScript
 * whenever the chunk was not loaded yet; in the browser the server's HTML
 * stays in place until the chunk has arrived.
 */
export function LazySearchBox(props: ComponentProps<typeof SearchBox>) {
  return <SearchBox {...props} />;
}
