import { Route } from 'react-router-dom';
import type { PageRoute } from '../routes';
import { SignInPage } from './SignInPage';

/** Pages a visitor reaches without a session. */
export const accountPublicRoutes = [<Route key="/signin" path="/signin" element={<SignInPage />} />];

export const accountRoutes: PageRoute[] = [{ path: '/account', element: <h1>Account</h1> }];
