import { type ColumnWidths, type LocalizedText } from './localized';

export interface TopBarItem {
  status: string;
  label: LocalizedText;
  link: string;
  icon: string | null;
  colour: string | null;
}

/** A text block the operator can hide without deleting it. */
export interface PublicText {
  text: string;
  public: boolean;
}

export interface FooterBlock {
  title: LocalizedText;
  introText: Partial<Record<keyof LocalizedText, PublicText>>;
  fullText: Partial<Record<keyof LocalizedText, PublicText>>;
  images: string[];
  col: ColumnWidths;
}

export interface Footer {
  blocks: FooterBlock[];
  copyright: LocalizedText;
}
