import './account.css';
import { Route } from 'react-router-dom';
import type { PageRoute } from '../routes';
import { AccountPage } from './AccountPage';
import { DeviceApprovalPage } from './DeviceApprovalPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/** Pages a visitor reaches without a session (the mail's verification link works signed in or not). */
export const accountPublicRoutes = [
  <Route key="/signin" path="/signin" element={<SignInPage />} />,
  <Route key="/signup" path="/signup" element={<SignUpPage />} />,
  <Route key="/verify" path="/verify" element={<VerifyEmailPage />} />,
];

export const accountRoutes: PageRoute[] = [
  { path: '/account', element: <AccountPage /> },
  // The verification_uri of device login (GET /v2/auth/device/code): signing in first comes back here.
  { path: '/device', element: <DeviceApprovalPage /> },
];
