// The copy of trader ids and names from identity's user events: an MT5 account is linked to a known trader only.
export { down, up } from '@prop/service-kit/user-directory/known-users-migration';
