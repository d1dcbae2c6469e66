import { Badge } from '@prop/ui/badge';
import styled from 'styled-components';

export interface SecondApprovalNoticeProps {
  /** 'Awaiting second approval — first approved by {admin id} at {time}'. */
  marker: string;
  /** The first approver's notes, for the second admin to read. */
  notes: string | null;
  /** Why the current admin may not approve, shown and tied to the disabled Approve button. */
  blocked: string | null;
  blockedId: string;
}

/** The review dialog's account of a large request's first approval. */
export function SecondApprovalNotice({ marker, notes, blocked, blockedId }: SecondApprovalNoticeProps) {
  return (
    <Notice role="status" data-second-approval>
      <Badge tone="caution">Awaiting second approval</Badge>
      <p>{marker}</p>
      {notes ? <p>First approver's notes: {notes}</p> : null}
      {blocked ? <p id={blockedId}>{blocked}</p> : null}
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.caution};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & p { margin: 0; overflow-wrap: anywhere; }
`;
