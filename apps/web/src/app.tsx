/** The web shell's root. The shared screens of packages/app mount here (web shell issue). */
export function App() {
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#0b0a1f", color: "#f4f1ff", fontFamily: "system-ui, sans-serif" }}>
      <h1>Casino</h1>
    </main>
  );
}
