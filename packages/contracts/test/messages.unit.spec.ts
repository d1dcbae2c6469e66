import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/auth.ts';
import { LINK_MESSAGES } from '../src/account.ts';
import { economicEventSchema } from '../src/calendar.ts';
import {
  VIDEO_CATEGORIES,
  VIDEO_ERROR_LINK_TEXT,
  VIDEO_ERROR_TEXT,
  VIDEO_LEVELS,
  VIDEO_LOADING_TEXT,
  videoSchema,
} from '../src/education.ts';
import { AUTH_MESSAGES, errorBodySchema } from '../src/errors.ts';
import { KYC_MESSAGES } from '../src/kyc-messages.ts';
import { emailInfoSchema, emailListSchema, MARKETING_MESSAGES, syncResultSchema } from '../src/marketing.ts';
import { PURCHASE_MESSAGES } from '../src/purchase.ts';
import { REALTIME_TYPES, realtimeMessageSchema } from '../src/realtime.ts';
import { SUPPORT_MESSAGES } from '../src/support.ts';
import {
  adminUserSchema,
  currentAdminSchema,
  currentUserSchema,
  idParamSchema,
  userIdParamSchema,
} from '../src/user.ts';
import { WITHDRAWAL_MESSAGES } from '../src/withdrawal-messages.ts';
import { issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('message catalogue (docs/product-rules.md §5, §8)', () => {
  it('given the validation messages, when reading them, then they are the spec text', () => {
    expect(MESSAGES).toMatchObject({
      passwordRequired: 'Password is required',
      passwordMin: 'Password must be at least 8 characters',
      passwordsDontMatch: "Passwords don't match",
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Please enter a valid phone number',
      country: 'Please select your country',
      address: 'Address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      dateOfBirth: 'Date of birth is required',
      terms: 'You must accept the terms and conditions',
      newPasswordMin: 'Password must be at least 6 characters long.',
      newPasswordMismatch: 'New password and confirmation do not match.',
    });
  });

  it('given the sign-in fallbacks, when reading them, then trader and admin texts differ as in the spec', () => {
    expect(AUTH_MESSAGES.invalidCredentials).toBe('Invalid email or password');
    expect(AUTH_MESSAGES.adminInvalidCredentials).toBe('Invalid credentials');
    expect(AUTH_MESSAGES.unauthorized).toBe('Unauthorized');
    expect(AUTH_MESSAGES.userNotFound).toBe('User not found');
  });

  it('given the KYC texts, when reading them, then they are the spec toasts', () => {
    expect(KYC_MESSAGES).toMatchObject({
      missingDocuments: 'Please select both documents',
      uploaded: 'Documents uploaded successfully. Your application is under review.',
      uploadFailed: 'Failed to upload documents',
      status: 'Please select a status',
    });
  });

  it('given the withdrawal texts, when reading them, then they are the spec toasts and hint', () => {
    expect(WITHDRAWAL_MESSAGES).toMatchObject({
      paymentMethod: 'Please select a payment method',
      failed: 'Failed to submit withdrawal request',
      submitted: 'Withdrawal request submitted successfully.',
      restricted: 'Withdrawals are only available on Saturdays. Please return on Saturday to submit your request.',
      minimumHint: 'You need profit above €10.00 to enable withdrawal.',
    });
  });

  it('given the Saturday rule of the server, when the client looks for it, then the message contains "only allowed on Saturdays"', () => {
    expect(WITHDRAWAL_MESSAGES.saturdayOnly).toContain('only allowed on Saturdays');
  });

  it('given the support texts, when reading them, then they are the spec messages and toasts', () => {
    expect(SUPPORT_MESSAGES).toEqual({
      subject: 'Subject must be at least 5 characters',
      category: 'Please select a category',
      priority: 'Please select a priority level',
      message: 'Message must be at least 20 characters',
      contactMethod: 'Please select a contact method',
      reply: 'Reply must be at least 5 characters',
      status: 'Please select a status',
      adminResponse: 'Response must be at least 10 characters',
      submitted: 'Support ticket submitted',
      submittedDetail: "We'll get back to you within 24 hours.",
      replySent: 'Reply sent',
      replySentDetail: 'Your reply has been added to the ticket.',
      submitFailed: 'Failed to submit support ticket',
      replyFailed: 'Failed to send reply',
      updateFailed: 'Failed to update support ticket',
      closeFailed: 'Failed to close ticket',
    });
  });

  it('given the purchase texts, when reading them, then they are the spec toasts', () => {
    expect(PURCHASE_MESSAGES).toEqual({
      failed: 'Failed to process purchase',
      invalidTier: 'Invalid tier selected',
      updateFailed: 'Failed to update purchase status',
    });
  });

  it('given the email-marketing texts, when reading them, then they are the spec toasts', () => {
    expect(MARKETING_MESSAGES).toEqual({
      notConfiguredTitle: 'Not Configured',
      notConfigured: 'Brevo API key not configured',
      listError: 'No lists found or error loading lists',
      syncFailed: 'Sync Failed',
      addFailed: 'Failed to add user to Brevo',
      removeFailed: 'Failed to remove user from Brevo',
    });
  });

  it('given the link-MT5 texts, when reading them, then each choice has its own message', () => {
    expect(LINK_MESSAGES).toEqual({
      user: 'Please select a user',
      account: 'Please select an MT5 account',
      fundingBalance: 'Please select a funding balance',
    });
  });

  it('given an error body, when reading it, then it carries a message', () => {
    expect(errorBodySchema.parse({ message: 'Invalid email or password' })).toEqual({
      message: 'Invalid email or password',
    });
    expect(rejectedPaths(errorBodySchema, {})).toEqual(['message']);
  });
});

describe('realtimeMessageSchema', () => {
  it.each(['ticket_created', 'ticket_reply', 'ticket_status_update'])(
    'given the spec message type %s, when it arrives over /ws, then it passes',
    (type) => {
      expect(realtimeMessageSchema.parse({ type, data: { ticketId: 't-1' } })).toEqual({
        type,
        data: { ticketId: 't-1' },
      });
    },
  );

  it('given the message types, when listing them, then the three ticket types of the spec are included', () => {
    expect(REALTIME_TYPES).toEqual(expect.arrayContaining(['ticket_created', 'ticket_reply', 'ticket_status_update']));
  });

  it('given an unknown type, when it arrives, then type is rejected', () => {
    expect(rejectedPaths(realtimeMessageSchema, { type: 'ticket_deleted', data: null })).toEqual(['type']);
  });
});

describe('economicEventSchema', () => {
  const event = {
    id: 'e-1',
    time: '14:30',
    importance: 'HIGH',
    country: 'United States',
    currency: 'USD',
    title: 'Non-Farm Payrolls',
    previous: '175K',
    forecast: '180K',
    actual: null,
  };

  it.each(['HIGH', 'MEDIUM', 'LOW'])('given the importance %s, when reading an event, then it passes', (importance) => {
    expect(economicEventSchema.parse({ ...event, importance })).toEqual({ ...event, importance });
  });

  it('given a lower-case importance, when reading an event, then importance is rejected', () => {
    expect(rejectedPaths(economicEventSchema, { ...event, importance: 'high' })).toEqual(['importance']);
  });
});

describe('education', () => {
  const giveaway = {
    id: 'giveaway-1',
    title: 'Monthly Giveaway',
    description: 'Win trading capital',
    duration: '12:45',
    level: 'Beginner',
    category: 'Giveaways',
    thumbnail: '',
    videoUrl: '/videos/giveaway.mp4',
    rating: 4.9,
    views: 18750,
  };

  it('given the giveaway video of the spec, when reading it, then it passes', () => {
    expect(videoSchema.parse(giveaway)).toEqual(giveaway);
  });

  it.each([
    ['a duration without seconds', { duration: '12' }, 'duration'],
    ['a rating above 5', { rating: 5.1 }, 'rating'],
    ['fractional views', { views: 1.5 }, 'views'],
    ['the category All', { category: 'All' }, 'category'],
    ['the level Expert', { level: 'Expert' }, 'level'],
  ])('given $0, when reading a video, then $2 is rejected', (_case, overrides, path) => {
    expect(rejectedPaths(videoSchema, { ...giveaway, ...overrides })).toEqual([path]);
  });

  it('given the categories and levels, when listing them, then they are the five of the spec (without All) and three levels', () => {
    expect(VIDEO_CATEGORIES).toEqual([
      'Trading Basics',
      'Technical Analysis',
      'Risk Management',
      'Psychology',
      'Giveaways',
    ]);
    expect(VIDEO_LEVELS).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('given the player texts, when reading them, then the overlay is "Video laden..." and the error is Dutch', () => {
    expect(VIDEO_LOADING_TEXT).toBe('Video laden...');
    expect(VIDEO_ERROR_TEXT).toBe('Deze video kan niet inline worden afgespeeld.');
    expect(VIDEO_ERROR_LINK_TEXT).toBe('Open de video in een nieuw tabblad');
  });
});

describe('email marketing read models', () => {
  it('given lists, info and a sync result, when reading them, then they pass', () => {
    expect(issuesOf(emailListSchema, { id: 3, name: 'Traders', totalSubscribers: 120 })).toEqual({});
    expect(
      issuesOf(emailInfoSchema, { name: 'Prop', totalSubscribers: 120, uniqueSubscribers: 118, totalBlacklisted: 2 }),
    ).toEqual({});
    expect(syncResultSchema.parse({ synced: 10, failed: 1 })).toEqual({ synced: 10, failed: 1 });
    expect(rejectedPaths(syncResultSchema, { synced: 10 })).toEqual(['failed']);
  });
});

describe('user read models', () => {
  const profile = {
    id: USER_ID,
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    phoneNumber: null,
    dateOfBirth: '1990-05-20',
    address: null,
    city: null,
    postalCode: null,
    country: 'Netherlands',
    createdAt: '2025-06-01T10:00:00.000Z',
    emailVerified: true,
    marketingConsent: false,
    marketingConsentAt: null,
  };

  it('given the signed-in trader, when reading them, then the profile passes', () => {
    expect(currentUserSchema.parse(profile)).toEqual(profile);
  });

  it('given a user as admins list them, when reading it, then the nested account carries mt5AccountId', () => {
    const user = { ...profile, kycStatus: 'pending', account: { mt5AccountId: 'mt5-1' } };
    expect(adminUserSchema.parse(user)).toEqual(user);
    expect(issuesOf(adminUserSchema, { ...user, account: null })).toEqual({});
    expect(rejectedPaths(adminUserSchema, { ...user, kycStatus: 'unknown' })).toEqual(['kycStatus']);
  });

  it('given the signed-in admin, when reading them, then id, email and name pass', () => {
    const admin = { id: USER_ID, email: 'admin@example.com', name: 'Admin' };
    expect(currentAdminSchema.parse(admin)).toEqual(admin);
  });

  it.each([
    ['a uuid', USER_ID, {}],
    ['a number-like id', '42', { id: ['Not found'] }],
    ['an empty id', '', { id: ['Not found'] }],
  ])('given %s as route id, when reading it, then the issues are %j', (_case, id, issues) => {
    expect(issuesOf(idParamSchema, { id })).toEqual(issues);
    expect(issuesOf(userIdParamSchema, { userId: id })).toEqual(
      Object.fromEntries(Object.entries(issues).map(([, messages]) => ['userId', messages])),
    );
  });
});
