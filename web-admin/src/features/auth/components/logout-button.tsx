import { Button } from '@prop/ui/button';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../api/logout.ts';

/** Ends the admin session and returns to /admin, also when the logout call fails. */
export function LogoutButton() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useLogout();

  const onLogout = async () => {
    try {
      await trigger();
    } catch {
      // The spec sends the admin to sign-in whatever the answer.
    }
    // Forget every read first, the admin included: the sign-in screen sends a known admin on to the dashboard.
    void mutate(() => true, undefined, { revalidate: false });
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<LogOut size={16} aria-hidden="true" />}
      loading={isMutating}
      loadingText="Logging out..."
      onClick={() => void onLogout()}
    >
      Logout
    </Button>
  );
}
