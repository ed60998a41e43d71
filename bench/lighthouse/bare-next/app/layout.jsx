// The smallest App Router page Next can build: the yardstick for the web
// app's first-load JavaScript (docs/benchmarks.md).
export const metadata = {
  title: 'Bare Next.js page',
  description: 'Baseline for the first-load JavaScript benchmark.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
