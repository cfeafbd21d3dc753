/** Remounts on every navigation, so each page fades in (300 ms, .lf-page in globals.css). */
export default function Template({ children }: { children: React.ReactNode }) {
  return <div className="lf-page">{children}</div>;
}
