/** The agent console's pages: never cached, never indexed (personal data behind a staff sign-in). */
import { Outlet } from "react-router";

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export default function ConsoleLayout() {
  return <Outlet />;
}
