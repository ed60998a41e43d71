// The top bar's small icon set, by the name stored in top_bar_items.icon.
const paths: Record<string, string> = {
  mail: 'M2 4h16v12H2z M2 4l8 7 8-7',
  clock: 'M10 2a8 8 0 1 0 0 16a8 8 0 1 0 0-16z M10 5v5l3 2',
  user: 'M10 10a4 4 0 1 0 0-8a4 4 0 1 0 0 8z M3 18c0-4 3-6 7-6s7 2 7 6',
  phone: 'M5 2l3 4-2 2c1 2 3 4 5 5l2-2 4 3-2 3C9 17 3 11 2 4z',
};

export function TopBarIcon({ name }: { name: string | null }) {
  const d = name ? paths[name] : undefined;
  if (!d) return null;
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 20 20">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
