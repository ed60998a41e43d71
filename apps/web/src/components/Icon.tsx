// Small line icons, drawn as SVG rather than typed as characters (⌂, →, ↗):
// a character comes from whatever font the phone has, and the system fonts
// draw these few differently, badly, or not at all.
const paths = {
  // The top bar's icons, named as operators store them in top_bar_items.icon.
  mail: 'M2 4h16v12H2z M2 4l8 7 8-7',
  clock: 'M10 2a8 8 0 1 0 0 16a8 8 0 1 0 0-16z M10 5v5l3 2',
  user: 'M10 10a4 4 0 1 0 0-8a4 4 0 1 0 0 8z M3 18c0-4 3-6 7-6s7 2 7 6',
  phone: 'M5 2l3 4-2 2c1 2 3 4 5 5l2-2 4 3-2 3C9 17 3 11 2 4z',
  home: 'M3 10l7-7 7 7 M5 8v9h10V8 M8 17v-5h4v5',
  arrowLeft: 'M17 10H3 M8 5l-5 5 5 5',
  arrowRight: 'M3 10h14 M12 5l5 5-5 5',
  external: 'M8 3H3v14h14v-5 M12 3h5v5 M17 3l-8 8',
  // Issue 26's favourites: filled by CSS when the heart is pressed.
  heart: 'M10 17C4 13 2 10 2 7a4 4 0 0 1 8-1a4 4 0 0 1 8 1c0 3-2 6-8 10z',
  // Issue 26's phone bar: a conversation (WhatsApp) and a question about the property.
  chat: 'M3 4h14v9H8l-4 3v-3H3z',
  question: 'M10 2a8 8 0 1 0 0 16a8 8 0 1 0 0-16z M7.5 7.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5 M10 14.5v.01',
} as const;

export type IconName = keyof typeof paths;

export function isIconName(name: string | null): name is IconName {
  return name !== null && Object.hasOwn(paths, name);
}

export function Icon({ name, size = 16, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 20 20" className={className}>
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
