import { Button } from '@prop/ui/button';
import { useToast } from '@prop/ui/toast';
import { MailMinus, MailPlus } from 'lucide-react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useListMembership } from '../api/list-membership.ts';
import { failureToast } from '../utils/failure-toast.ts';

export interface ListMembershipButtonsProps {
  userId: string;
  name: string;
  email: string;
  disabled: boolean;
}

/** Add one user to the firm's Brevo list, or remove them from it. */
export function ListMembershipButtons({ userId, name, email, disabled }: ListMembershipButtonsProps) {
  const { toast } = useToast();
  const add = useListMembership('add');
  const remove = useListMembership('remove');
  const busy = add.isMutating || remove.isMutating;

  const run = async (action: 'add' | 'remove') => {
    const added = action === 'add';
    try {
      await (added ? add : remove).trigger(userId);
      toast({
        title: added ? ADMIN_TOASTS.brevoAddedTitle : ADMIN_TOASTS.brevoRemovedTitle,
        description: email,
        variant: 'success',
      });
    } catch (error) {
      const text = added ? ADMIN_TOASTS.brevoAddFailed : ADMIN_TOASTS.brevoRemoveFailed;
      toast(failureToast(error, ADMIN_TOASTS.brevoFailedTitle, text));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<MailPlus size={16} aria-hidden="true" />}
        aria-label={`Add to Brevo: ${name}`}
        disabled={disabled || busy}
        loading={add.isMutating}
        loadingText="Adding..."
        onClick={() => void run('add')}
      >
        Add to Brevo
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon={<MailMinus size={16} aria-hidden="true" />}
        aria-label={`Remove from Brevo: ${name}`}
        disabled={disabled || busy}
        loading={remove.isMutating}
        loadingText="Removing..."
        onClick={() => void run('remove')}
      >
        Remove from Brevo
      </Button>
    </>
  );
}
