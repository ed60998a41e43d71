/** The `?token=` of a subscription mail's link, read once; null when absent or not one string. */
export async function tokenParam(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<string | null> {
  const { token } = await searchParams;
  return typeof token === 'string' && token.length > 0 && token.length <= 300 ? token : null;
}
