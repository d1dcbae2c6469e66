import type { Mt5Account } from '@prop/contracts/account';
import type { Mt5Snapshot } from '../mt5/provider.ts';

/** The spec's MT5 account (admin view), with the user it is linked to. */
export function toMt5Account(snapshot: Mt5Snapshot, linkedUserId: string | null): Mt5Account {
  return {
    id: snapshot.id,
    name: snapshot.name,
    login: snapshot.login,
    server: snapshot.server,
    state: snapshot.state,
    connectionStatus: snapshot.connectionStatus,
    platform: snapshot.platform,
    type: snapshot.type,
    accountInfo: snapshot.info && { ...snapshot.info },
    linkedUserId,
  };
}
