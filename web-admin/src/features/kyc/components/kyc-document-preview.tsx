import type { KycDocument } from '@prop/contracts/kyc';
import styled from 'styled-components';
import { documentKindLabel } from '../utils/document-labels.ts';

/**
 * The document itself, in place: a PDF in the browser's own viewer inside a frame, an image as an
 * image. `url` is a blob: URL of the decrypted file, typed PDF, JPEG or PNG and nothing else.
 */
export function KycDocumentPreview({ document, url }: { document: KycDocument; url: string }) {
  const name = `${documentKindLabel(document.kind)}: ${document.originalName}`;
  return document.contentType === 'application/pdf' ? (
    <PdfFrame src={url} title={name} />
  ) : (
    <ImageFrame>
      <img src={url} alt={name} />
    </ImageFrame>
  );
}

const PdfFrame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 720px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** A light, checkered ground, so a scan with white or transparent margins stays readable. */
const ImageFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
  max-height: min(70vh, 720px);
  padding: ${({ theme }) => theme.space.md};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: repeating-conic-gradient(#e5e7eb 0% 25%, #f8fafc 0% 50%) 50% / 24px 24px;
  & img {
    display: block;
    max-width: 100%;
    max-height: calc(min(70vh, 720px) - 2 * ${({ theme }) => theme.space.md});
    object-fit: contain;
  }
`;
