import { Component, type ReactNode } from "react";
import { reportError } from "../lib/errors/error-reporting";
import { ErrorPage } from "./error-page";

/** A page that throws shows the 500 error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Page crashed", error);
    reportError(error);
  }

  render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
