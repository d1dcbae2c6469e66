import { ADMIN_NOTES_MAX_LENGTH } from '@prop/contracts/admin-notes';
import { Field } from '@prop/ui/field';
import { Textarea } from '@prop/ui/textarea';

interface AdminNotesFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The notes an admin keeps with a decision; the dialog's first field, so it takes the focus. */
export function AdminNotesField({ label, hint, value, onChange, disabled }: AdminNotesFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          data-autofocus
          maxLength={ADMIN_NOTES_MAX_LENGTH}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
