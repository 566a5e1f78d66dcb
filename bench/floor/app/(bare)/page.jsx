export default function Page() {
  return (
    <main>
      <h1>Water resources in the member states</h1>
      <p>
        A bare page of one heading and one paragraph, served by Next behind the same edge as the
        site: what any page of the site costs at the least.
      </p>
    </main>
  );
}
