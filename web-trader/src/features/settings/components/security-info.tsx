import { KeyRound, type LucideIcon, Mail, ShieldCheck } from 'lucide-react';
import styled from 'styled-components';

const CARDS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Secure Sessions',
    text: 'You stay signed in through a secure, HTTP-only cookie. Log out when you use a shared device.',
  },
  {
    icon: KeyRound,
    title: 'Password Protection',
    text: 'Your password is stored only as a strong hash. Choose one you use nowhere else.',
  },
  {
    icon: Mail,
    title: 'Login Email',
    text: 'Your email address is your login. Contact the Help Desk if it needs to change.',
  },
];

/** Static security guidance shown beside the settings forms. */
export function SecurityInfo() {
  return (
    <List aria-label="Security information">
      {CARDS.map(({ icon: Icon, title, text }) => (
        <Item key={title}>
          <IconBox aria-hidden="true">
            <Icon size={20} />
          </IconBox>
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  & h2 { font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & p { margin-top: ${({ theme }) => theme.space.xxs}; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;
