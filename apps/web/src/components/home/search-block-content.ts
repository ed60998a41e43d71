// The home search block's texts (spec §2 "Home search block").
import { fillPropertyCounts, type SearchBlockDto } from '@immo/domain';

export interface SearchBlockContent {
  title: string;
  /** With {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} replaced; empty ones left out. */
  descriptions: string[];
  /** The count a button shows; 0 means its label shows none (the messages' `=0` form). */
  buttonCounts: { sale: number; rent: number };
}

export function searchBlockContent(block: SearchBlockDto): SearchBlockContent {
  const [sale, rent] = block.countProperty;
  const counts = { sale, rent };
  return {
    title: block.title.trim(),
    descriptions: block.descriptions
      .map((text) => fillPropertyCounts(text, counts).trim())
      .filter((text) => text !== ''),
    buttonCounts: block.showCountProperty ? { sale: Math.max(sale, 0), rent: Math.max(rent, 0) } : { sale: 0, rent: 0 },
  };
}
