import { KYC_ACCEPTED_EXTENSIONS, KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import { KYC_CONTENT_TYPES, KYC_UPLOAD_FIELDS } from '@prop/contracts/kyc-documents';
import { KYC_MESSAGES } from '@prop/contracts/kyc-messages';

/** The multipart field names of the two documents, as the server reads them. */
export type KycUploadField = keyof typeof KYC_UPLOAD_FIELDS;

/** What the check needs of a chosen file (a browser `File` fits). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export type ChosenDocuments<F extends ChosenFile = ChosenFile> = Record<KycUploadField, F | null>;

export type KycFilesCheck<F extends ChosenFile> =
  | { ok: true; documents: Record<KycUploadField, F> }
  | { ok: false; message: string; fields: KycUploadField[] };

const FIELDS = Object.keys(KYC_UPLOAD_FIELDS) as KycUploadField[];

function hasAcceptedType(file: ChosenFile): boolean {
  const name = file.name.toLowerCase();
  const extensionFits = KYC_ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Browsers leave `type` empty when they do not know it; the server reads the bytes anyway.
  const typeFits = file.type === '' || (KYC_CONTENT_TYPES as readonly string[]).includes(file.type);
  return extensionFits && typeFits;
}

/**
 * The upload form's own checks before anything is sent: both documents chosen (an empty file
 * counts as none, as on the server), each a PDF, JPG or PNG and at most 5 MB. The server checks
 * the bytes again; this only spares the trader a wasted upload.
 */
export function checkKycFiles<F extends ChosenFile>(chosen: ChosenDocuments<F>): KycFilesCheck<F> {
  const missing = FIELDS.filter((field) => !chosen[field]?.size);
  if (missing.length > 0) return { ok: false, message: KYC_MESSAGES.missingDocuments, fields: missing };
  const documents = chosen as Record<KycUploadField, F>;
  const wrongType = FIELDS.filter((field) => !hasAcceptedType(documents[field]));
  if (wrongType.length > 0) return { ok: false, message: KYC_MESSAGES.unsupportedType, fields: wrongType };
  const tooLarge = FIELDS.filter((field) => documents[field].size > KYC_MAX_FILE_BYTES);
  if (tooLarge.length > 0) return { ok: false, message: KYC_MESSAGES.fileTooLarge, fields: tooLarge };
  return { ok: true, documents };
}
