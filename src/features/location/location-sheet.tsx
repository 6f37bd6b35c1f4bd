// The "Where to?" sheet (a side drawer; a bottom sheet on phones). The layout mounts it when it
// first opens; its content is a chunk of its own, fetched then (or when the header button is
// pointed at: location-preload.ts), so the first page load stays small.
import { Trans } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { Component, lazy, type ReactNode, Suspense } from "react";
import { Sheet } from "../../components/sheet";
import { locationSheetOpenAtom } from "./atoms";
import { loadLocationPanel } from "./location-preload";
import "./location-sheet.css";

const LocationPanel = lazy(() => loadLocationPanel().then((m) => ({ default: m.LocationPanel })));

/** The content's chunk could not be fetched (a new deployment, a dropped connection). */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="location__failed" role="alert">
        <p>
          <Trans>This part of the page could not be loaded.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    );
  }
}

export function LocationSheet() {
  const [open, setOpen] = useAtom(locationSheetOpenAtom);
  return (
    <Sheet open={open} onClose={() => setOpen(false)} labelledBy="location-title" variant="side">
      <h2 id="location-title" className="location__title">
        <Trans>Where to?</Trans>
      </h2>
      <PanelBoundary>
        <Suspense fallback={<div className="location__pending" aria-busy="true" />}>
          <LocationPanel />
        </Suspense>
      </PanelBoundary>
    </Sheet>
  );
}
