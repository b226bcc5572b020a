import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Container } from './container.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the next path) clears the error. */
  resetKey: string;
}

/**
 * A screen that throws while rendering, or whose code cannot be downloaded, shows this
 * instead of taking the whole app down; header and footer stay, and moving on clears it.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="max-w-md text-muted-foreground">Please try again later.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Container>
    );
  }
}
