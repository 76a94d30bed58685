// Every route of the accounts area.
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes.js';
import { deviceRoutes } from './device-routes.js';
import { keyRoutes } from './key-routes.js';
import { verificationRoutes } from './verification-routes.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(keyRoutes);
  await app.register(deviceRoutes);
  await app.register(verificationRoutes);
}
