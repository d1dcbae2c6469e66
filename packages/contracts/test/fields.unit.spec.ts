import { describe, expect, it } from 'vitest';
import { adminNotesSchema } from '../src/admin-notes.ts';
import { auditLogQuerySchema } from '../src/audit.ts';
import { addressSchema, personalInfoSchema } from '../src/auth.ts';
import { breachReversalRequestSchema } from '../src/breach.ts';
import { CONTROL_CHARACTER_MESSAGE, emailField, isPlainText, minText, plainText, requiredText } from '../src/fields.ts';
import { kycDecisionSchema } from '../src/kyc.ts';
import { newTicketSchema, ticketReplySchema } from '../src/support.ts';
import { linkMt5Schema } from '../src/account.ts';
import { tradesQuerySchema } from '../src/trading.ts';
import { adminUsersQuerySchema } from '../src/user.ts';
import { withdrawalSubmitSchema } from '../src/withdrawal.ts';
import { issuesOf, USER_ID } from './issues.ts';

const NUL = '\u0000';
/** Every C0 control but tab, line feed and carriage return, and DEL. */
const HIDDEN_CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const LINE_CONTROLS = ['\t', '\n', '\r'];

describe('isPlainText', () => {
  it.each(HIDDEN_CONTROLS)('given %j inside a text, when judged as one or several lines, then it is refused', (c) => {
    expect(isPlainText(`a${c}b`)).toBe(false);
    expect(isPlainText(`a${c}b`, 'multi')).toBe(false);
  });

  it.each(LINE_CONTROLS)('given %j inside a text, then only multi-line text keeps it', (c) => {
    expect(isPlainText(`a${c}b`)).toBe(false);
    expect(isPlainText(`a${c}b`, 'multi')).toBe(true);
  });

  it('given letters of any script, accents, emoji and non-breaking spaces, then the text is plain', () => {
    expect(isPlainText('Zoë Ørsted-Łukasz, 北京 🚀\u00a0№ 5')).toBe(true);
  });
});

describe('text field builders', () => {
  it('given a NUL, when checking a required text, then it fails with the field message', () => {
    const schema = requiredText('City is required', 100);
    expect(issuesOf(schema, `Lon${NUL}don`)).toEqual({ '': ['City is required'] });
    expect(schema.parse('  London ')).toBe('London');
  });

  it('given a NUL or an escape, when checking multi-line text, then it fails with the field message', () => {
    const schema = minText(5, 'Message must be at least 5 characters');
    expect(issuesOf(schema, `Hello${NUL} there`)).toEqual({ '': ['Message must be at least 5 characters'] });
    expect(issuesOf(schema, 'Hello \u001b[31mthere')).toEqual({ '': ['Message must be at least 5 characters'] });
    expect(schema.parse('First line\r\n\tsecond line')).toBe('First line\r\n\tsecond line');
  });

  it('given a line break inside a one-line minText, then it is refused', () => {
    const schema = minText(5, 'Subject must be at least 5 characters', 200, 'single');
    expect(issuesOf(schema, 'Login\nissue')).toEqual({ '': ['Subject must be at least 5 characters'] });
  });

  it('given a line break at either end of one line, then trimming removes it before the check', () => {
    expect(plainText().parse('\n Ada \r\n')).toBe('Ada');
  });

  it('given a NUL, when checking an email, then it fails as an invalid email', () => {
    expect(issuesOf(emailField(), `ada${NUL}@example.com`)).toEqual({ '': ['Invalid email address'] });
  });

  it('given no message of its own, when a text holds a control character, then the general message answers', () => {
    expect(issuesOf(plainText(), `a${NUL}`)).toEqual({ '': [CONTROL_CHARACTER_MESSAGE] });
    expect(issuesOf(plainText(), 42)).not.toEqual({ '': [CONTROL_CHARACTER_MESSAGE] });
  });
});

describe('free text that reaches the database', () => {
  it.each([
    ['personal info', personalInfoSchema, { firstName: `Ada${NUL}`, lastName: 'Lovelace' }, 'firstName'],
    [
      'address',
      addressSchema,
      { address: '1 Road', city: 'London', postalCode: `N1${NUL}`, country: 'Other' },
      'postalCode',
    ],
    [
      'a new ticket',
      newTicketSchema,
      {
        subject: `Login${NUL} issue`,
        category: 'account',
        priority: 'high',
        message: 'I cannot sign in since this morning.',
        contact_method: 'email',
      },
      'subject',
    ],
    ['a ticket reply', ticketReplySchema, { message: `Still broken${NUL} after the update.` }, 'message'],
    ['the admin user search', adminUsersQuerySchema, { search: `ada${NUL}` }, 'search'],
    ['an admin note', breachReversalRequestSchema, { reason: `Feed${NUL} glitch` }, 'reason'],
    ['a KYC decision reason', kycDecisionSchema, { status: 'rejected', reason: `Blurry${NUL}` }, 'reason'],
    ['the audit log filter', auditLogQuerySchema, { targetId: `x${NUL}` }, 'targetId'],
    ['the trades filter', tradesQuerySchema, { symbol: `EURUSD${NUL}` }, 'symbol'],
    [
      'an MT5 link',
      linkMt5Schema,
      { userId: USER_ID, mt5AccountId: `mt5${NUL}`, fundingBalance: '10000' },
      'mt5AccountId',
    ],
  ] as const)('given a NUL in %s, then it is refused on that field', (_name, schema, input, field) => {
    expect(Object.keys(issuesOf(schema, input))).toEqual([field]);
  });

  it('given a NUL in an admin note, then the note is refused with the general message', () => {
    expect(issuesOf(adminNotesSchema, `Paid${NUL}`)).toEqual({ '': [CONTROL_CHARACTER_MESSAGE] });
    expect(adminNotesSchema.parse('Paid.\nChecked twice.')).toBe('Paid.\nChecked twice.');
  });

  it('given a NUL in payment details, then the field is refused and a note keeps its line breaks', () => {
    const bankDetails = {
      paymentMethod: 'crypto',
      cryptoType: 'btc',
      cryptoWallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      additionalNotes: 'Line one\nLine two',
    };
    const submit = (details: object) =>
      issuesOf(withdrawalSubmitSchema, { amount: 100, profitAmount: 60, bankDetails: details });
    expect(submit(bankDetails)).toEqual({});
    expect(submit({ ...bankDetails, additionalNotes: `Line${NUL}` })).toEqual({
      'bankDetails.additionalNotes': [CONTROL_CHARACTER_MESSAGE],
    });
  });
});
