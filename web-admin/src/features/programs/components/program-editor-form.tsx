import type { Program } from '@prop/contracts/program';
import { Button } from '@prop/ui/button';
import { Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { emptyProgramForm, formOfProgram, type PhaseForm, type ProgramForm } from '../utils/program-form.ts';
import { FormError } from './form-error.tsx';
import { TimeZonesList } from './parameter-input.tsx';
import { PhaseEditor } from './phase-editor.tsx';
import { ProgramBasicsFields } from './program-basics-fields.tsx';
import { SizesEditor } from './sizes-editor.tsx';
import { formErrors } from './use-save-program.ts';

/** The contract's limit on phases per program. */
const MAX_PHASES = 4;

export interface ProgramEditorFormProps {
  id: string;
  /** The program whose next version is edited, starting from it; null for a new program. */
  editing: Program | null;
  onSave: (form: ProgramForm) => Promise<boolean>;
  onSaved: () => void;
}

/**
 * The editor's fields. The form starts once, when the dialog opens, so a refreshed program does
 * not wipe an edit under way. Once a save was tried, every field shows its reason as it is typed.
 */
export function ProgramEditorForm({ id, editing, onSave, onSaved }: ProgramEditorFormProps) {
  const [form, setForm] = useState<ProgramForm>(() => (editing ? formOfProgram(editing) : emptyProgramForm()));
  const [tried, setTried] = useState(false);

  const errors = tried ? formErrors(form, editing) : {};
  const invalid = Object.keys(errors).length > 0;
  const setPhases = (phases: PhaseForm[]) => setForm({ ...form, phases });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (await onSave(form)) onSaved();
  };

  return (
    <Form id={id} noValidate aria-label="Program editor" onSubmit={(event) => void onSubmit(event)}>
      {invalid ? (
        <Summary role="alert">
          <strong>Fix the marked fields before saving.</strong>
          <FormError message={errors['']} />
        </Summary>
      ) : null}
      <Section title="Program">
        <ProgramBasicsFields form={form} errors={errors} withId={!editing} onChange={setForm} />
      </Section>
      <Section title="Sizes and prices">
        <SizesEditor sizes={form.sizes} errors={errors} onChange={(sizes) => setForm({ ...form, sizes })} />
      </Section>
      <Section title="Phases">
        {form.phases.map((phase, index) => (
          <PhaseEditor
            // Phases have no identity but their place; every input in them is controlled.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            phase={phase}
            index={index}
            errors={errors}
            removable={form.phases.length > 1}
            onChange={(changed) => setPhases(form.phases.map((each, at) => (at === index ? changed : each)))}
            onRemove={() => setPhases(form.phases.filter((_, at) => at !== index))}
          />
        ))}
        <FormError message={errors.phases} />
        {form.phases.length < MAX_PHASES ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus size={16} aria-hidden="true" />}
              // A new phase goes before the last one: the funded phase stays last.
              onClick={() =>
                setPhases([
                  ...form.phases.slice(0, -1),
                  { name: `Phase ${form.phases.length}`, kind: 'evaluation', rules: [] },
                  ...form.phases.slice(-1),
                ])
              }
            >
              Add phase
            </Button>
          </div>
        ) : null}
      </Section>
      <TimeZonesList />
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group aria-label={title}>
      <h3>{title}</h3>
      {children}
    </Group>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
