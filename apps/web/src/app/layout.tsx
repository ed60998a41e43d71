import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx: only it knows the language
// for <html lang>. This pass-through exists so app/not-found.tsx can render
// for requests that never reach a locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
