import type { AffiliateFigures } from '@prop/contracts/affiliates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { CopyButton } from '@prop/ui/copy-button';
import styled from 'styled-components';

/** The link to share, copyable, and the code inside it. */
export function ReferralLinkCard({ affiliate }: { affiliate: AffiliateFigures }) {
  return (
    <Card aria-labelledby="referral-link-title">
      <CardHeader>
        <div>
          <CardTitle id="referral-link-title">Your referral link</CardTitle>
          <CardDescription>
            Referral code <Code>{affiliate.code}</Code>
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <LinkRow>
          <Link aria-label="Referral link">{affiliate.link}</Link>
          <CopyButton text={affiliate.link} what="referral link" />
        </LinkRow>
      </CardContent>
    </Card>
  );
}

const Code = styled.strong`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.04em;
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Link = styled.p`
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;
