import { Card, CardContent } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';

/**
 * What a screen shows when its code could not be fetched (the connection dropped, or the back office
 * was updated since this page was opened and its old files are gone) or it failed to render: why,
 * and a retry that loads the page again.
 */
export function ScreenNotShown() {
  return (
    <Card>
      <CardContent>
        <LoadError
          title="Could not open this screen"
          description="Its page did not load, perhaps because the back office was just updated. Try again to reload it."
          onRetry={() => window.location.reload()}
        />
      </CardContent>
    </Card>
  );
}
