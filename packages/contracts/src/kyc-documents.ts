// Apart from the KYC schemas so the dashboard's upload form, which checks files before sending, does not bring zod.

/** The two documents of a KYC upload, and the multipart field each arrives in. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const;
export const KYC_UPLOAD_FIELDS = { identityDocument: 'identity', proofOfAddress: 'address' } as const satisfies Record<
  string,
  (typeof KYC_DOCUMENT_KINDS)[number]
>;

/** The only types a document may have, decided from its first bytes, never from its name. */
export const KYC_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
