// The popup of one pin, built as DOM nodes (never HTML strings): every text
// comes from the parent's message and is set as text, so nothing in a title
// or a marquee name can become markup.
import {
  type PriceLabelTexts,
  priceDisplay,
  priceLabel,
  type TMapFrameMarker,
  type TMapFrameMessage,
} from '@immo/domain';

/** What PriceText shows on a card, for a pin: the frame has no dictionary, so the parent sends the texts. */
export function markerPriceText(
  price: TMapFrameMarker['price'],
  info: PriceLabelTexts,
  marqueeIgnoreList: readonly number[],
): string {
  return priceLabel(priceDisplay(price, marqueeIgnoreList), info);
}

export interface PopupClassNames {
  popup: string;
  photo: string;
  title: string;
  place: string;
  price: string;
  note: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function popupContent(
  doc: Document,
  marker: TMapFrameMarker,
  message: TMapFrameMessage,
  classes: PopupClassNames,
): HTMLElement {
  const root = element(doc, 'div', classes.popup);
  if (marker.picture) {
    const photo = element(doc, 'img', classes.photo);
    photo.src = marker.picture.url;
    photo.alt = message.messageInfo.photoOf.replace('{title}', marker.title).replace('{city}', marker.place);
    photo.width = 240;
    photo.height = marker.picture.width > 0 ? Math.round((240 * marker.picture.height) / marker.picture.width) : 180;
    photo.loading = 'lazy';
    root.append(photo);
  }
  const title = element(doc, 'p', classes.title);
  const link = doc.createElement('a');
  link.href = marker.href;
  // The page, not the frame, goes to the property.
  link.target = '_top';
  link.textContent = marker.title;
  title.append(link);
  root.append(title, element(doc, 'p', classes.place, marker.place));
  root.append(
    element(doc, 'p', classes.price, markerPriceText(marker.price, message.messageInfo, message.marqueeIgnoreList)),
  );
  if (marker.approximate) root.append(element(doc, 'p', classes.note, message.messageInfo.approximateLocation));
  return root;
}
