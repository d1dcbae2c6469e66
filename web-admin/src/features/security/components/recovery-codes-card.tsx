import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { ConfirmDialog } from '@prop/ui/confirm-dialog';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import styled from 'styled-components';
import { useGenerateRecoveryCodes } from '../api/passkeys.ts';

/**
 * Recovery codes: each signs in once when the admin's passkeys and authenticator app are out of
 * reach. The server keeps only their hashes, so they are shown here once, right after generating.
 */
export function RecoveryCodesCard() {
  const { toast } = useToast();
  const generate = useGenerateRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onGenerate = async () => {
    try {
      setCodes((await generate.trigger()).codes);
    } catch (failure) {
      toast({ title: 'No new codes', description: errorText(failure, 'Please try again.'), variant: 'destructive' });
    } finally {
      setAsking(false);
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText((codes ?? []).join('\n'));
      toast({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the codes and copy them by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-label="Recovery codes">
      <CardHeader>
        <CardTitle>Recovery codes</CardTitle>
      </CardHeader>
      <CardContent>
        <Stack>
          <CardDescription>
            If you lose your passkeys and your authenticator app, a recovery code signs you in once. Generating new
            codes replaces any you had before.
          </CardDescription>
          {codes ? (
            <>
              <Notice role="alert">
                Save these codes somewhere safe now, such as a password manager. They are shown only this once, and each
                works a single time.
              </Notice>
              <Codes aria-label="Your recovery codes">
                {codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </Codes>
              <Actions>
                <Button variant="secondary" onClick={() => void onCopy()}>
                  Copy codes
                </Button>
                <Button variant="ghost" onClick={() => setCodes(null)}>
                  I have saved them
                </Button>
              </Actions>
            </>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAsking(true)}>
                Generate recovery codes
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => void onGenerate()}
        title="Generate new recovery codes?"
        description="Any recovery codes you generated before stop working."
        confirmLabel="Generate codes"
        variant="primary"
        loading={generate.isMutating}
        loadingText="Generating..."
      />
    </Card>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.md};
  user-select: all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
