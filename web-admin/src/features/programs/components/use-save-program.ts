import type { Program } from '@prop/contracts/program';
import { useToast } from '@prop/ui/toast';
import { errorText } from '@prop/web-client/api-fetch';
import { useCreateProgram } from '../api/create-program.ts';
import { useCreateProgramVersion } from '../api/create-program-version.ts';
import type { FieldErrors } from '../utils/form-errors.ts';
import { checkNewProgramForm, checkVersionForm, type ProgramForm } from '../utils/program-form.ts';

export const PROGRAM_TOASTS = {
  errorTitle: 'Error',
  saveFailed: 'Failed to save program',
  createdTitle: 'Program created',
  versionTitle: 'New version saved',
  runningKeepVersion: 'Running accounts keep the version they started with.',
} as const;

/** The form's reasons to refuse it, or none: checked against the same schema the server uses. */
export function formErrors(form: ProgramForm, editing: Program | null): FieldErrors {
  const checked = editing ? checkVersionForm(form) : checkNewProgramForm(form);
  return checked.ok ? {} : checked.errors;
}

/**
 * Saves the editor as a new program, or as the next version of `editing`, told in a toast.
 * Answers whether it was saved; a form the schema refuses is not sent.
 */
export function useSaveProgram(editing: Program | null) {
  const { toast } = useToast();
  const created = useCreateProgram();
  const versioned = useCreateProgramVersion();

  const save = async (form: ProgramForm): Promise<boolean> => {
    try {
      if (editing) {
        const checked = checkVersionForm(form);
        if (!checked.ok) return false;
        await versioned.trigger({ id: editing.id, body: checked.body });
        toast({
          title: PROGRAM_TOASTS.versionTitle,
          description: `${checked.body.name}: version ${editing.version + 1}. ${PROGRAM_TOASTS.runningKeepVersion}`,
          variant: 'success',
        });
      } else {
        const checked = checkNewProgramForm(form);
        if (!checked.ok) return false;
        await created.trigger(checked.body);
        toast({ title: PROGRAM_TOASTS.createdTitle, description: checked.body.name, variant: 'success' });
      }
      return true;
    } catch (error) {
      toast({
        title: PROGRAM_TOASTS.errorTitle,
        description: errorText(error, PROGRAM_TOASTS.saveFailed),
        variant: 'destructive',
      });
      return false;
    }
  };

  return { save, isMutating: created.isMutating || versioned.isMutating };
}
