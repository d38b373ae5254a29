import { Component, type ReactNode } from "react";
import { FailedToLoad } from "../components/ui/FailedToLoad";

interface Props {
  children: ReactNode;
  /** A new key (the next page) clears a failure. The page itself stays mounted while the key changes
   * (a product's variant change replaces the URL and must keep focus on the chosen swatch). */
  resetKey: string;
}

/** Catches a page that fails to load or render (for example a lazy chunk after a deploy) and offers a retry. */
export class ErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
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
