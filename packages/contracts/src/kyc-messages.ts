/**
 * What the trader and the admins are told about KYC. Apart from the schemas so the dashboard's
 * upload form does not bring zod with it.
 */
export const KYC_MESSAGES = {
  missingDocuments: 'Please select both documents',
  uploaded: 'Documents uploaded successfully. Your application is under review.',
  uploadFailed: 'Failed to upload documents',
  status: 'Please select a status',
  fileTooLarge: 'Each document must be 5 MB or smaller',
  unsupportedType: 'Only PDF, JPG and PNG files are accepted',
  tooManyFiles: 'Please send only the two documents',
  underReview: 'Your documents are under review',
  alreadyVerified: 'Your identity is already verified',
  documentNotFound: 'Document not found',
} as const;
