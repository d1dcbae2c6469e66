import type { AdminUser } from '@prop/contracts/user';
import { Button } from '@prop/ui/button';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { Unlink } from 'lucide-react';
import { useState } from 'react';
import { fullName } from '../../../lib/format.ts';
import { useUnlinkMt5 } from '../api/unlink-mt5.ts';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { shownMessage } from './link-mt5-form.tsx';

/** Unlink for a user with a linked MT5 account (`mt5AccountId`, else the user's own), behind a confirmation. */
export function UnlinkMt5Button({ user, mt5AccountId }: { user: AdminUser; mt5AccountId?: string | null }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useUnlinkMt5();
  const [open, setOpen] = useState(false);
  const name = fullName(user);
  const mt5 = mt5AccountId ?? user.account?.mt5AccountId;
  if (!mt5) return null;

  const onConfirm = async () => {
    try {
      const result = await trigger(user.id);
      setOpen(false);
      toast({ title: ADMIN_TOASTS.unlinkedTitle, description: shownMessage(result?.message), variant: 'success' });
    } catch (error) {
      setOpen(false);
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(error, ADMIN_TOASTS.unlinkFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Unlink size={16} aria-hidden="true" />}
        aria-label={`Unlink MT5 for ${name}`}
        onClick={() => setOpen(true)}
      >
        Unlink MT5
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => void onConfirm()}
        title="Unlink MT5 account?"
        description={`${name} (${user.email}) loses MT5 account ${mt5}; their trading account is closed and kept as history.`}
        confirmLabel="Unlink"
        loading={isMutating}
        loadingText="Unlinking..."
      />
    </>
  );
}
