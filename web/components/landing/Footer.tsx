export function Footer() {
  return (
    <footer className="site-footer">
      <p>Campus Hunt · Scan, collect, solve, win.</p>
      <p className="muted">© {new Date().getFullYear()} Campus Hunt. Good luck, explorer!</p>
    </footer>
  );
}
