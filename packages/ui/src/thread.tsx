import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { StackedList } from './stacked-list.tsx';

/** A conversation, oldest message first; name it with `aria-label`. An `ol`, as the order is the point. */
export function Thread(props: ComponentProps<'ol'>) {
  return <StackedList as="ol" {...props} />;
}

export interface ThreadEntryProps extends Omit<ComponentProps<'li'>, 'children'> {
  /** Who wrote it ('Support Team', 'Your Reply', a name). */
  author: ReactNode;
  /** Small print beside the author, such as 'By: {id}'; empty items are left out. */
  details?: (string | null | undefined)[];
  /** When it was written: the ISO time and how to show it. */
  at?: { iso: string; text: string };
  /** Marks the firm's side of the conversation. */
  staff?: boolean;
  children: ReactNode;
}

/** One message of a Thread: a labelled author line, then the text with its line breaks kept. */
export function ThreadEntry({ author, details = [], at, staff = false, children, ...props }: ThreadEntryProps) {
  return (
    <Entry $staff={staff} {...props}>
      <Author>
        <strong>{author}</strong>
        {details.filter(Boolean).map((detail) => (
          <small key={detail}>{detail}</small>
        ))}
        {at ? (
          <small>
            <time dateTime={at.iso}>{at.text}</time>
          </small>
        ) : null}
      </Author>
      <Text>{children}</Text>
    </Entry>
  );
}

const Entry = styled.li<{ $staff: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 3px solid ${({ theme, $staff }) => ($staff ? theme.colors.info : theme.colors.borderStrong)};
  background: ${({ theme, $staff }) => ($staff ? theme.colors.infoSoft : theme.colors.surfaceRaised)};
  min-width: 0;
`;

const Author = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
