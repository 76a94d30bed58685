// The product areas mounted by the app. Each brings its component schemas and its routes.
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { accountRoutes } from './accounts/routes.js';
import { authSchemas } from './accounts/auth-schemas.js';
import { deviceSchemas } from './accounts/device-schemas.js';
import { verificationSchemas } from './accounts/verification-schemas.js';
import { analysisRouteSchemas, analysisRoutes } from './analysis/routes.js';
import { analysisSchemas } from './analysis/schemas.js';
import { evaluationRoutes } from './evaluation/routes.js';
import { evaluationSchemas } from './evaluation/schemas.js';
import { scannerRoutes } from './scanner/routes.js';
import { scannerSchemas } from './scanner/schemas.js';
import { redTeamRoutes } from './security/redteam/routes.js';
import { securityRoutes } from './security/routes.js';
import { securityListSchemas } from './security/schemas-lists.js';
import { securitySchemas } from './security/schemas.js';
import { otlpSchemas } from './traces/otlp-routes.js';
import { tracesRoutes } from './traces/routes.js';
import { traceIngestSchemas } from './traces/schemas-ingest.js';
import { tracesSchemas } from './core/traces/trace-shapes.js';

export interface AreaModule {
  name: string;
  schemas: TSchema[];
  routes: (app: FastifyInstance) => Promise<void>;
}

export const areaModules: AreaModule[] = [
  { name: 'analysis', schemas: [...analysisSchemas, ...analysisRouteSchemas], routes: analysisRoutes },
  { name: 'security', schemas: [...securitySchemas, ...securityListSchemas], routes: securityRoutes },
  { name: 'red team', schemas: [], routes: redTeamRoutes },
  { name: 'traces', schemas: [...tracesSchemas, ...traceIngestSchemas, ...otlpSchemas], routes: tracesRoutes },
  { name: 'evaluation', schemas: evaluationSchemas, routes: evaluationRoutes },
  { name: 'scanner', schemas: scannerSchemas, routes: scannerRoutes },
  { name: 'accounts', schemas: [...authSchemas, ...deviceSchemas, ...verificationSchemas], routes: accountRoutes },
];
