import { type MessageTree } from './deep-merge';

/** Every message of a dictionary by its dotted path (`Header.callUs`), as next-intl addresses it. */
export function leafEntries(tree: MessageTree, prefix = ''): [path: string, message: string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leafEntries(value, path);
  });
}
