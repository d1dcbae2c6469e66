// The copy of trader names from identity's user events, shared by every service that shows them.
export { down, up } from '@prop/service-kit/user-directory/known-users-migration';
