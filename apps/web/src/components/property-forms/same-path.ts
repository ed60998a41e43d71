/** Whether the requested form URL (its slugs as the visitor typed them, maybe percent-encoded) is the canonical one. */
export function samePath(requested: string, canonical: string): boolean {
  try {
    return decodeURI(requested) === canonical;
  } catch {
    // A malformed escape can never be the canonical (ASCII) path.
    return false;
  }
}
