import { SearchBox } from './SearchBox';
import { searchBoxProps, type LocalizedSearchBoxProps } from './search-box-props';

/** The search box, its texts resolved on the server (home page). */
export async function LocalizedSearchBox(props: LocalizedSearchBoxProps) {
  return <SearchBox {...await searchBoxProps(props)} />;
}
