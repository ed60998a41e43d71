// Map search's last step in the page (issue 26): the frame's drawn area,
// checked as the URL's is, opens this page's search with it.
import { formatArea, parseArea } from '@immo/domain';

/** Opens the search with the drawn area (`area=`, from the first page), as a plain navigation; ignores a bad one. */
export function searchDrawnArea(data: unknown): void {
  const text = (data as { area?: unknown }).area;
  const area = typeof text === 'string' ? parseArea(text) : null;
  if (!area?.ok) return;
  const url = new URL(window.location.href);
  url.searchParams.set('area', formatArea(area.points));
  url.searchParams.delete('page');
  window.location.assign(url.toString());
}
