import '../area-pages.css';
import './security.css';
import type { PageRoute } from '../routes';
import { AuditBatchPage } from './AuditBatchPage';
import { RedTeamRunPage } from './RedTeamRunPage';
import { SecurityPage } from './SecurityPage';

export const securityRoutes: PageRoute[] = [
  { path: '/security', element: <SecurityPage /> },
  { path: '/security/audits/:batchId', element: <AuditBatchPage /> },
  { path: '/security/redteam/:runId', element: <RedTeamRunPage /> },
];
