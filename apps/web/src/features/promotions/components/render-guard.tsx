import { Component, type ReactNode } from 'react';

/**
 * Spec 8: a promotion list that fails to render is logged and shows nothing, instead of taking
 * the page (header, tabs, footer) down with it.
 */
export class RenderGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Promotion list render failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
