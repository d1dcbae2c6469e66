import type { Program } from '@prop/contracts/program';
import { Button } from '@prop/ui/button';
import { Dialog } from '@prop/ui/dialog';
import { Save } from 'lucide-react';
import { ProgramEditorForm } from './program-editor-form.tsx';
import { PROGRAM_TOASTS, useSaveProgram } from './use-save-program.ts';

const FORM_ID = 'program-editor-form';

export interface ProgramEditorDialogProps {
  open: boolean;
  /** The program whose next version is edited; null for a new program. */
  editing: Program | null;
  onClose: () => void;
}

/**
 * The program editor, for a new program or a program's next version (started from its latest).
 * The form is checked with the contract's schema before sending.
 */
export function ProgramEditorDialog({ open, editing, onClose }: ProgramEditorDialogProps) {
  const { save, isMutating } = useSaveProgram(editing);
  return (
    <Dialog
      open={open}
      onClose={isMutating ? () => {} : onClose}
      size="lg"
      title={editing ? `New version of ${editing.name}` : 'New program'}
      description={
        editing
          ? `Saving makes version ${editing.version + 1} for accounts started from now on. ${PROGRAM_TOASTS.runningKeepVersion}`
          : 'A program is sold in sizes and judged phase by phase; it ends with one funded phase.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isMutating}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            icon={<Save size={16} aria-hidden="true" />}
            loading={isMutating}
            loadingText="Saving..."
          >
            {editing ? 'Save new version' : 'Create program'}
          </Button>
        </>
      }
    >
      <ProgramEditorForm id={FORM_ID} editing={editing} onSave={save} onSaved={onClose} />
    </Dialog>
  );
}
