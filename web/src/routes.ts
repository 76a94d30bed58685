// A page of the dashboard behind sign-in: its path and what it shows.
import type { ReactElement } from 'react';

export interface PageRoute {
  path: string;
  element: ReactElement;
}
