import type { CurrentUser } from '@prop/contracts/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { Checkbox } from '@prop/ui/checkbox';
import { formatDateTime } from '@prop/ui/date-format';
import { StackedMeta } from '@prop/ui/stacked-list';
import { useToast } from '@prop/ui/toast';
import { useState } from 'react';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useChangeConsent } from '../api/change-consent.ts';

/** Marketing e-mails: the trader's consent, saved as soon as they change it. */
export function EmailPreferences({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useChangeConsent();
  // The box shows the trader's choice while it is saved; the saved user replaces it, or a failure undoes it.
  const [saving, setSaving] = useState<boolean | null>(null);

  const change = async (marketingConsent: boolean) => {
    setSaving(marketingConsent);
    try {
      await trigger({ marketingConsent });
      toast({
        title: 'Preferences Saved',
        description: marketingConsent
          ? 'We will send you news and offers.'
          : 'We will no longer send you news and offers.',
        variant: 'success',
      });
    } catch (error) {
      failed(error, 'Update Failed', 'Could not save your e-mail preferences.');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card aria-labelledby="email-preferences-title">
      <CardHeader>
        <div>
          <CardTitle id="email-preferences-title">E-mail preferences</CardTitle>
          <CardDescription>
            Account and security e-mails are always sent; marketing only with your consent.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Checkbox
          label="Send me news and offers"
          checked={saving ?? user.marketingConsent}
          disabled={isMutating}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        {user.marketingConsentAt ? (
          <StackedMeta>
            {user.marketingConsent ? 'Consent given' : 'Choice saved'} on {formatDateTime(user.marketingConsentAt)}
          </StackedMeta>
        ) : null}
      </CardContent>
    </Card>
  );
}
