import { Component, type ReactNode } from "react";
import { FailedToLoad } from "../components/ui/FailedToLoad";

/** Catches a page that fails to load or render (for example a lazy chunk after a deploy) and offers a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <div className="container" style={{ paddingTop: 24 }}>
          <FailedToLoad onRetry={() => window.location.reload()} />
        </div>
      );
    }
    return this.props.children;
  }
}
