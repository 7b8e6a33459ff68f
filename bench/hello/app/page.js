export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next.js app on the same next and react versions as the site.</p>
    </main>
  );
}
