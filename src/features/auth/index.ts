export { useCurrentUser, currentUserQueryKey } from './api/current-user';
export { LogoutDialog } from './components/LogoutDialog';
export { SignInPage } from './routes/SignInPage';
