import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Spec §2/§5: offered only while a full page came back; reads 'Loading' while fetching. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="flex justify-center pt-8">
      <Button variant="outline" size="lg" onClick={onClick} disabled={loading} className="min-w-40">
        {loading ? <Spinner /> : null}
        {loading ? 'Loading' : 'Load more'}
      </Button>
    </div>
  );
}
