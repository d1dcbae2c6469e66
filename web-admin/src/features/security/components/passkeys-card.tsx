import type { Passkey } from '@prop/contracts/admin-passkeys';
import { Badge } from '@prop/ui/badge';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { formatDateTime } from '@prop/ui/date-format';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

/**
 * The admin's passkeys, the preferred second factor: the browser's own prompt (a fingerprint, a
 * face, a security key) instead of typing a code, and bound to this site so it cannot be phished.
 */
export function PasskeysCard() {
  const { toast } = useToast();
  const { data, error, isLoading } = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const passkeys = data?.passkeys ?? [];

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { message } = await add.trigger(name.trim() || 'Passkey');
      setName('');
      toast({ title: message, variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Passkey not added',
        description: errorText(failure, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  const onRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await remove.trigger(removing.id);
      toast({ title: message, variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Passkey not removed',
        description: errorText(failure, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card aria-label="Passkeys">
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        {data ? (
          <Badge tone={passkeys.length > 0 ? 'success' : 'neutral'}>
            {passkeys.length > 0 ? `${passkeys.length} added` : 'None yet'}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        <Stack>
          <CardDescription>
            Confirm it is you with your fingerprint, face or security key instead of a code. A passkey only works on
            this site, so a look-alike page cannot use it.
          </CardDescription>
          {isLoading ? <LoadingBlock /> : null}
          {error ? <CardDescription>{errorText(error, 'Could not load your passkeys.')}</CardDescription> : null}
          {passkeys.length > 0 ? (
            <StackedList aria-label="Your passkeys">
              {passkeys.map((passkey) => (
                <StackedItem key={passkey.id}>
                  <StackedRow>
                    <strong>{passkey.name}</strong>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${passkey.name}`}
                      onClick={() => setRemoving(passkey)}
                    >
                      Remove
                    </Button>
                  </StackedRow>
                  <StackedMeta>
                    Added {formatDateTime(passkey.createdAt)} · Last used{' '}
                    {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
                  </StackedMeta>
                </StackedItem>
              ))}
            </StackedList>
          ) : null}
          <AddForm onSubmit={onAdd} aria-label="Add a passkey">
            <Field label="Passkey name" hint="So you can tell your passkeys apart, e.g. 'Work laptop'.">
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  maxLength={60}
                  placeholder="Work laptop"
                />
              )}
            </Field>
            <Button type="submit" loading={add.isMutating} loadingText="Waiting for your passkey...">
              Add a passkey
            </Button>
          </AddForm>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void onRemove()}
        title="Remove passkey?"
        description={removing ? `You will no longer be able to sign in with "${removing.name}".` : ''}
        confirmLabel="Remove passkey"
        loading={remove.isMutating}
        loadingText="Removing..."
      />
    </Card>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const AddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child { flex: 1 1 12rem; max-width: 20rem; }
`;
