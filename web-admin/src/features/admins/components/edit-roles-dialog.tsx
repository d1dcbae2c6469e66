import { type AdminListItem, adminRolesSchema } from '@prop/contracts/admins';
import type { AdminRole } from '@prop/contracts/staff-roles';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { ADMIN_TOASTS } from '../../../config/messages.ts';
import { useSetAdminRoles } from '../api/change-admin.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

/** The roles of one admin, edited as checkboxes; mounted only while open, so it starts from their current roles. */
export function EditRolesDialog({ admin, onClose }: { admin: AdminListItem; onClose: () => void }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useSetAdminRoles();
  const [roles, setRoles] = useState<AdminRole[]>(admin.roles);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    const parsed = adminRolesSchema.safeParse(roles);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      const result = await trigger({ id: admin.id, roles: parsed.data });
      toast({ title: result.message, description: `${admin.name} (${admin.email})`, variant: 'success' });
      onClose();
    } catch (failure) {
      toast({
        title: ADMIN_TOASTS.errorTitle,
        description: errorText(failure, 'Failed to change the roles'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onClose={isMutating ? () => {} : onClose}
      title={`Roles of ${admin.name}`}
      description="An owner manages the admins. At least one active owner always remains."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isMutating}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={isMutating} loadingText="Saving...">
            Save roles
          </Button>
        </>
      }
    >
      <RoleCheckboxes
        legend="Roles"
        value={roles}
        onChange={(next) => {
          setRoles(next);
          setError(undefined);
        }}
        error={error}
      />
    </Dialog>
  );
}
