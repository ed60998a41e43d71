export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
    </main>
  );
}
