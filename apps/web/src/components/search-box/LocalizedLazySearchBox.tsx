import { LazySearchBox } from './LazySearchBox';
import { searchBoxProps, type LocalizedSearchBoxProps } from './search-box-props';

/**
 * The search box for the 404 pages: the same box, its code in a chunk of its
 * own (see LazySearchBox), so no other page loads it up front.
 */
export async function LocalizedLazySearchBox(props: LocalizedSearchBoxProps) {
  return <LazySearchBox {...await searchBoxProps(props)} />;
}
