import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  fallback: (error: unknown) => ReactNode;
  /** A new key (the next route) clears the error, so leaving a broken screen recovers. */
  resetKey: string;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; resetKey: string; failed: boolean };

/** Catches a screen that throws while rendering, or whose code failed to download. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
