// A part of the page that is only needed once it has been opened (a sheet and its chunk): nothing
// is rendered, fetched or evaluated until `open` first turns true; from then on it stays mounted,
// so it can close (and open again) itself. A chunk that cannot be fetched (a new deployment, a
// dropped connection) leaves the page as it was.
import { Component, type ReactNode, Suspense, useState } from "react";

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("A part of the page could not be loaded", error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LoadBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadBoundary>
  );
}
