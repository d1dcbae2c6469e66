import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { withdrawalRefusal } from '../../../packages/contracts/src/withdrawal.ts';
import { WITHDRAWAL_MESSAGES } from '../../../packages/contracts/src/withdrawal-messages.ts';
import { Client, describeReply, type Reply } from './client.ts';

/** How long the run waits for its signed-in traders while crash points take processes down. */
const SIGNED_IN_TRADERS_MS = 120_000;
/**
 * How long a link is tried again. Accounts links only a trader it has its copy of, made from
 * identity's user.registered event, which a crash point can hold up ("404 User not found" until
 * then); another trader can take the account picked meanwhile.
 */
const LINK_MS = 60_000;
const LINK_PAUSE_MS = 500;

/** One thing a client asked for, with whether the platform acknowledged it. */
export interface Operation {
  id: string;
  kind:
    | 'register'
    | 'withdrawal'
    | 'withdrawal-approval'
    | 'purchase'
    | 'purchase-approval'
    | 'kyc-upload'
    | 'ticket'
    | 'breach';
  acknowledged: boolean;
  /** What the checker needs to find it: an email, an idempotency key, a user id, file hashes. */
  ref: Record<string, string>;
  /** The last answer ('no answer' when none came): why an operation was not acknowledged. */
  answer: string;
}

const PROFIT = 700;
/** Far through the 5% maximum drawdown (and the daily loss) of a 10,000 account. */
const BREACH_EQUITY = 9_000;
const bankTransfer = {
  paymentMethod: 'bank',
  accountHolder: 'Fault Tester',
  bankName: 'ABN AMRO',
  iban: 'NL91 ABNA 0417 1643 00',
  swiftCode: 'ABNANL2A',
};

const ok = (reply: Reply | null, ...statuses: number[]) => reply !== null && statuses.includes(reply.status);
const field = (reply: Reply | null, name: string) => (reply?.body as Record<string, unknown> | undefined)?.[name];

/** A small valid PDF and PNG, different every time, so each upload can be found by its hashes. */
function documents() {
  const tag = randomBytes(8).toString('hex');
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% ${tag}\ntrailer<<>>\n%%EOF\n`);
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
    Buffer.from(tag),
  ]);
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  return { pdf, png, hashes: [sha(pdf), sha(png)].sort().join(',') };
}

export interface AdminCredentials {
  email: string;
  password: string;
}

/** An admin's client of the gateway, signing in again when its session is gone. */
function adminClient(baseUrl: string, credentials: AdminCredentials): Client {
  const client = new Client(baseUrl);
  client.signIn = async () => {
    await client.call('POST', '/api/admin/login', credentials);
  };
  return client;
}

export class Workload {
  readonly operations: Operation[] = [];
  /**
   * Work that ended before its operation could be asked for (no signed-in trader, no account
   * linked), with why: a round that acknowledged little says where it stalled.
   */
  readonly stalled: string[] = [];
  readonly admin: Client;
  /** The second admin of the maker-checker: gives a large withdrawal's second approval. */
  readonly checker: Client;

  constructor(
    private readonly baseUrl: string,
    admins: { maker: AdminCredentials; checker: AdminCredentials },
    /** Verifies a trader's address as following the e-mailed link would: withdrawals need it. */
    private readonly verifyEmail: (userId: string) => Promise<void>,
  ) {
    this.admin = adminClient(baseUrl, admins.maker);
    this.checker = adminClient(baseUrl, admins.checker);
  }

  private record(
    kind: Operation['kind'],
    ref: Record<string, string>,
    acknowledged: boolean,
    reply: Reply | null,
    unanswered = 'no answer',
  ): Operation {
    const answer = reply ? describeReply(reply) : unanswered;
    const operation = { id: randomUUID(), kind, ref, acknowledged, answer };
    this.operations.push(operation);
    return operation;
  }

  private stall(step: string, reply: Reply | null, client: Client): void {
    this.stalled.push(`${step}: ${reply ? describeReply(reply) : noAnswer(client)}`);
  }

  /** A new trader, signed in; null when registration was never acknowledged. */
  private async trader(): Promise<{ client: Client; userId: string } | null> {
    const client = new Client(this.baseUrl);
    const email = `fault.${randomBytes(6).toString('hex')}@example.com`;
    const password = 'correct horse battery';
    const registration = {
      firstName: 'Fault',
      lastName: 'Tester',
      email,
      password,
      confirmPassword: password,
      phoneNumber: '+44 20 7946 0958',
      country: 'United Kingdom',
      address: '1 Crash Lane',
      city: 'London',
      postalCode: 'N1 9GU',
      dateOfBirth: '1990-01-01',
      terms: true,
    };
    const registered = await client.retrying('POST', '/api/register', () => registration);
    // A 409 after an attempt whose answer was lost: the first attempt created the account.
    const acknowledged = ok(registered, 201, 409);
    this.record('register', { email }, acknowledged, registered, noAnswer(client));
    if (!acknowledged) return null;
    client.signIn = async () => {
      await client.call('POST', '/api/login', { email, password });
    };
    await client.signIn();
    const me = await client.retrying('GET', '/api/user');
    const userId = field(me, 'id') ?? (field(me, 'user') as { id?: string } | undefined)?.id;
    if (typeof userId === 'string') return { client, userId };
    this.stall('signed-in trader', me, client);
    return null;
  }

  /** Traders signed in to hold their /ws sockets open through the run. */
  async signedInTraders(count: number): Promise<Client[]> {
    // A crash point can take a registration or sign-in down with its process: ask again (new
    // traders) until there are `count`, so the sockets' check never runs on fewer than it says.
    const deadline = Date.now() + SIGNED_IN_TRADERS_MS;
    const clients: Client[] = [];
    while (clients.length < count && Date.now() < deadline) {
      const traders = await Promise.all(Array.from({ length: count - clients.length }, () => this.trader()));
      for (const trader of traders) if (trader) clients.push(trader.client);
    }
    return clients;
  }

  /** A trader with a profitable simulated MT5 account asks for a withdrawal; the admin approves it. */
  async fundedTraderWithdraws(): Promise<void> {
    const trader = await this.trader();
    if (!trader) return;
    await this.verifyEmail(trader.userId);
    const linked = await this.linkFreeAccount(trader.userId);
    if (!linked) return;
    const key = randomUUID();
    let requested: Reply | null = null;
    let body = await this.profitableWithdrawal(trader.client);
    // The simulator keeps moving equity: a 409 naming the server's figures is answered with them.
    for (let attempt = 0; attempt < 5 && body; attempt += 1) {
      const submitted = body;
      requested = await trader.client.retrying('POST', '/api/withdrawal/request', () => submitted, {
        'idempotency-key': key,
      });
      const quote = field(requested, 'quote') as { amount: number; profitAmount: number } | undefined;
      if (requested?.status !== 409 || !quote) break;
      body = { ...submitted, amount: quote.amount, profitAmount: quote.profitAmount };
    }
    const acknowledged = ok(requested, 200, 201);
    // Not asked at all when the account never showed a profit to withdraw.
    const unanswered = body ? noAnswer(trader.client) : 'not asked: no profit shown';
    this.record('withdrawal', { key, userId: trader.userId }, acknowledged, requested, unanswered);
    const requestId = field(requested, 'id');
    if (!acknowledged || typeof requestId !== 'string') return;
    const decided = await this.approveWithdrawal(requestId);
    this.record('withdrawal-approval', { requestId }, ok(decided, 200) || decidedBefore(decided, 'approved'), decided);
  }

  /**
   * The back office's approval: the admin approves; a withdrawal paying out more than
   * WITHDRAWAL_SECOND_APPROVAL_ABOVE is left pending by that first approval, and the checker, a
   * different admin, gives the second. The answer is the one that settles it, or the last one.
   */
  private async approveWithdrawal(requestId: string): Promise<Reply | null> {
    const approve = (admin: Client) =>
      admin.retrying('PUT', `/api/admin/withdrawal/${requestId}`, () => ({
        status: 'approved',
        adminNotes: 'fault run',
      }));
    const first = await approve(this.admin);
    // Pending after a 200 is a first approval; "a different admin must give the second" after a lost
    // answer is the admin's own first approval, taken.
    const awaitsChecker =
      (ok(first, 200) && field(first, 'status') === 'pending') ||
      (first?.status === 409 && field(first, 'message') === WITHDRAWAL_MESSAGES.secondApprovalBySameAdmin);
    return awaitsChecker ? approve(this.checker) : first;
  }

  /** The withdrawal the trader's account allows now, its profit topped up by the admin when it wandered off. */
  private async profitableWithdrawal(client: Client) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const account = await client.retrying('GET', '/api/account');
      const equity = Number(field(account, 'equity'));
      const profit = Math.round((equity - 10_000) * 100) / 100;
      if (profit >= 100) {
        return {
          amount: profit,
          profitAmount: Math.round(profit * 60) / 100,
          currency: 'USD',
          bankDetails: bankTransfer,
        };
      }
      const mt5AccountId = field(account, 'mt5AccountId');
      if (typeof mt5AccountId !== 'string') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      await this.admin.retrying('POST', `/api/admin/mt5-accounts/${mt5AccountId}/equity`, () => ({
        equity: 10_000 + PROFIT,
      }));
      // The account shows the new equity once its update has reached the gateway.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return null;
  }

  /** A trader with a simulated MT5 account driven through its drawdown limit: risk must record one breach. */
  async traderBreaches(): Promise<void> {
    const trader = await this.trader();
    if (!trader) return;
    if (!(await this.linkFreeAccount(trader.userId))) return;
    // The account as the trader sees it, not the one last tried: a lost answer may have linked another.
    const account = await trader.client.retrying('GET', '/api/account');
    const mt5AccountId = field(account, 'mt5AccountId');
    if (typeof mt5AccountId !== 'string') {
      this.stall("linked trader's account", account, trader.client);
      return;
    }
    const driven = await this.admin.retrying('POST', `/api/admin/mt5-accounts/${mt5AccountId}/equity`, () => ({
      equity: BREACH_EQUITY,
    }));
    this.record('breach', { mt5AccountId, userId: trader.userId }, ok(driven, 200), driven, noAnswer(this.admin));
  }

  private async linkFreeAccount(userId: string): Promise<boolean> {
    const deadline = Date.now() + LINK_MS;
    let last: Reply | null = null;
    for (;;) {
      const list = await this.admin.retrying('GET', '/api/admin/mt5-accounts');
      const free = (
        Array.isArray(list?.body) ? (list.body as { id: string; linkedUserId: string | null }[]) : []
      ).filter((account) => !account.linkedUserId);
      const pick = free[Math.floor(Math.random() * free.length)];
      if (!pick) {
        this.stall('free MT5 account', list, this.admin);
        return false;
      }
      last = await this.admin.retrying('POST', '/api/admin/link-mt5', () => ({
        userId,
        mt5AccountId: pick.id,
        fundingBalance: '10000',
      }));
      // 'already has' after a lost answer: the first attempt linked this trader.
      if (ok(last, 200) || String(field(last, 'message')).includes('already has')) return true;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, LINK_PAUSE_MS));
    }
    this.stall('link', last, this.admin);
    return false;
  }

  /** A trader buys the 10k tier; the admin approves it, which provisions a trading account. */
  async traderBuys(): Promise<void> {
    const trader = await this.trader();
    if (!trader) return;
    const key = randomUUID();
    const bought = await trader.client.retrying(
      'POST',
      '/api/purchase/funding-account',
      () => ({ tierId: '10k', amount: 10000, price: 139 }),
      { 'idempotency-key': key },
    );
    const acknowledged = ok(bought, 200, 201);
    this.record('purchase', { key, userId: trader.userId }, acknowledged, bought, noAnswer(trader.client));
    const purchaseId = field(bought, 'id');
    if (!acknowledged || typeof purchaseId !== 'string') return;
    const approved = await this.admin.retrying('PATCH', `/api/admin/purchases/${purchaseId}`, () => ({
      status: 'approved',
    }));
    this.record(
      'purchase-approval',
      { purchaseId, userId: trader.userId },
      ok(approved, 200),
      approved,
      noAnswer(this.admin),
    );
  }

  /** A trader uploads their two KYC documents. */
  async traderUploadsKyc(): Promise<void> {
    const trader = await this.trader();
    if (!trader) return;
    const files = documents();
    const form = () => {
      const data = new FormData();
      data.append('identityDocument', new Blob([files.pdf], { type: 'application/pdf' }), 'passport.pdf');
      data.append('proofOfAddress', new Blob([files.png], { type: 'image/png' }), 'bill.png');
      return data;
    };
    const uploaded = await trader.client.retrying('POST', '/api/kyc/upload', form);
    // Uploading again after a lost answer is refused as already uploaded: the first one counted.
    const acknowledged = ok(uploaded, 201, 409);
    this.record(
      'kyc-upload',
      { userId: trader.userId, hashes: files.hashes },
      acknowledged,
      uploaded,
      noAnswer(trader.client),
    );
  }

  /** A trader files a support ticket. */
  async traderFilesTicket(): Promise<void> {
    const trader = await this.trader();
    if (!trader) return;
    const key = randomUUID();
    const filed = await trader.client.retrying(
      'POST',
      '/api/support/ticket',
      () => ({
        subject: `Fault run ${key.slice(0, 8)}`,
        category: 'technical',
        priority: 'medium',
        message: 'Filed by the fault-injection harness while it breaks things.',
        contact_method: 'email',
      }),
      { 'idempotency-key': key },
    );
    this.record('ticket', { key, userId: trader.userId }, ok(filed, 200, 201), filed, noAnswer(trader.client));
  }
}

/** Why a call that `retrying` gave up on has no answer: its attempts and what it heard last. */
function noAnswer(client: Client): string {
  return `no answer (${client.lastGiveUp})`;
}

/** A 409 "already approved" after a lost answer: the approval took effect. */
function decidedBefore(reply: Reply | null, status: string): boolean {
  return reply?.status === 409 && field(reply, 'message') === withdrawalRefusal.alreadyDecided(status);
}
