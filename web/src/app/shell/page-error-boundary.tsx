import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';

function PageLoadError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <p className="max-w-md">{t('common.pageLoadError')}</p>
      {/* A reload: React keeps a page chunk that failed as failed, and after a deployment the
          old chunk may be gone for good; the new page shell names the current ones. */}
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </div>
  );
}

interface Props {
  /** The page's path: going elsewhere gives the next page its chance. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that cannot be shown — its chunk did not arrive (offline, or removed by a deployment while
 * the tab stayed open), or it threw while rendering — leaves the header and footer in place with a
 * message and a way to try again, instead of an empty window.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
