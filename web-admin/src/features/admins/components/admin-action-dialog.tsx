import type { AdminListItem } from '@prop/contracts/admins';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { type AdminAction, useAdminAction } from '../api/change-admin.ts';

const DIALOG: Record<
  AdminAction,
  { title: string; confirmLabel: string; loadingText: string; failed: string; describe: (who: string) => string }
> = {
  disable: {
    title: 'Disable this admin?',
    confirmLabel: 'Disable admin',
    loadingText: 'Disabling...',
    failed: 'Failed to disable the admin',
    describe: (who) => `${who} is signed out everywhere at once and cannot sign in until an owner enables them again.`,
  },
  enable: {
    title: 'Enable this admin?',
    confirmLabel: 'Enable admin',
    loadingText: 'Enabling...',
    failed: 'Failed to enable the admin',
    describe: (who) => `${who} can sign in again with their password and second factor.`,
  },
  'reset-second-factor': {
    title: 'Reset their second factor?',
    confirmLabel: 'Reset second factor',
    loadingText: 'Resetting...',
    failed: 'Failed to reset the second factor',
    describe: (who) =>
      `${who}'s authenticator app, passkeys and recovery codes are removed and they are signed out. They sign in with their password and set up a new second factor.`,
  },
};

/** Asks before disabling, enabling or resetting an admin's second factor, then says how it went. */
export function AdminActionDialog({
  pending,
  onClose,
}: {
  pending: { action: AdminAction; admin: AdminListItem } | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const disable = useAdminAction('disable');
  const enable = useAdminAction('enable');
  const reset = useAdminAction('reset-second-factor');
  const running = { disable, enable, 'reset-second-factor': reset }[pending?.action ?? 'disable'];
  const dialog = pending ? DIALOG[pending.action] : null;

  const confirm = async () => {
    if (!pending || !dialog) return;
    try {
      const result = await running.trigger(pending.admin.id);
      toast({
        title: result.message,
        description: `${pending.admin.name} (${pending.admin.email})`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: ADMIN_TOASTS.errorTitle, description: errorText(error, dialog.failed), variant: 'destructive' });
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      title={dialog?.title ?? ''}
      description={pending && dialog ? dialog.describe(`${pending.admin.name} (${pending.admin.email})`) : ''}
      confirmLabel={dialog?.confirmLabel}
      variant={pending?.action === 'enable' ? 'primary' : 'danger'}
      loading={running.isMutating}
      loadingText={dialog?.loadingText}
    />
  );
}
