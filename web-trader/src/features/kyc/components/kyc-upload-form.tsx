import { KYC_ACCEPTED_EXTENSIONS } from '@prop/contracts/constants';
import { KYC_CONTENT_TYPES } from '@prop/contracts/kyc-documents';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { useToast } from '@prop/ui/toast';
import { Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormActions, FormStack } from '../../../components/form-layout.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useUploadKycDocuments } from '../api/upload-kyc-documents.ts';
import { type ChosenDocuments, checkKycFiles, type KycUploadField } from '../utils/kyc-files.ts';

const ACCEPT = [...KYC_ACCEPTED_EXTENSIONS, ...KYC_CONTENT_TYPES].join(',');
const NOTHING_CHOSEN: ChosenDocuments<File> = { identityDocument: null, proofOfAddress: null };

/**
 * The two documents of a KYC application. Checked here before sending (both chosen, type, 5 MB),
 * and by their bytes on the server; the card above re-reads the state once they are in.
 */
export function KycUploadForm() {
  const { toast } = useToast();
  const failed = useFailureToast();
  const { trigger, isMutating } = useUploadKycDocuments();
  const [chosen, setChosen] = useState(NOTHING_CHOSEN);
  const [errors, setErrors] = useState<Partial<Record<KycUploadField, string>>>({});

  const choose = (field: KycUploadField) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setChosen((current) => ({ ...current, [field]: file }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkKycFiles(chosen);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.fields.map((field) => [field, checked.message])));
      const missing = checked.message === KYC_MESSAGES.missingDocuments;
      toast({
        title: missing ? 'Missing Documents' : 'Upload Failed',
        description: checked.message,
        variant: 'destructive',
      });
      return;
    }
    try {
      await trigger(checked.documents);
      toast({ title: 'Documents Uploaded', description: KYC_MESSAGES.uploaded, variant: 'success' });
    } catch (error) {
      failed(error, 'Upload Failed', KYC_MESSAGES.uploadFailed);
    }
  };

  return (
    <FormStack noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Upload KYC documents">
      <Guidance>
        Upload a clear, complete copy of each document. Accepted types: PDF, JPEG or PNG (.pdf, .jpg, .jpeg, .png), up
        to 5 MB per file.
      </Guidance>
      <Field
        label="Identity Document"
        hint="Passport, national identity card or driving licence, showing your photo and full name."
        error={errors.identityDocument}
      >
        {(control) => (
          <FileInput
            {...control}
            type="file"
            name="identityDocument"
            accept={ACCEPT}
            disabled={isMutating}
            onChange={choose('identityDocument')}
          />
        )}
      </Field>
      <Field
        label="Proof of Address"
        hint="A bank statement or utility bill from the last 3 months, showing your name and address."
        error={errors.proofOfAddress}
      >
        {(control) => (
          <FileInput
            {...control}
            type="file"
            name="proofOfAddress"
            accept={ACCEPT}
            disabled={isMutating}
            onChange={choose('proofOfAddress')}
          />
        )}
      </Field>
      <FormActions>
        <Button
          type="submit"
          loading={isMutating}
          loadingText="Uploading..."
          icon={<Upload size={16} aria-hidden="true" />}
        >
          Upload Documents
        </Button>
      </FormActions>
    </FormStack>
  );
}

const Guidance = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FileInput = styled(Input)`
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
