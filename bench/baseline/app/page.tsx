export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next.js page: what Lighthouse scores before the site adds anything.</p>
    </main>
  );
}
