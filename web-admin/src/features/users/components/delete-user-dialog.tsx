import type { AdminUser } from '@prop/contracts/user';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { fullName } from '../../../lib/format.ts';
import { useDeleteUser } from '../api/delete-user.ts';

export interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while set. */
  user: AdminUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useDeleteUser();

  const onConfirm = async () => {
    if (!user) return;
    try {
      await trigger(user.id);
      onClose();
      onDeleted?.();
    } catch (error) {
      onClose();
      toast({
        title: ADMIN_TOASTS.deleteFailedTitle,
        description: errorText(error, ADMIN_TOASTS.deleteFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onCancel={onClose}
      onConfirm={() => void onConfirm()}
      title="Delete user?"
      description={
        user
          ? `This permanently deletes ${fullName(user)} (${user.email}) and removes their account and KYC data. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete user"
      loading={isMutating}
      loadingText="Deleting..."
    />
  );
}
