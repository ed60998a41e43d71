import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENV, type WorkerEnv } from '../config/env';
import { WorkerHealth } from './worker-health';
import { WorkerMetrics } from './worker-metrics';

/**
 * The worker's only HTTP server, on WORKER_HEALTH_PORT: /health/live (the
 * process answers), /health/ready (WorkerHealth) and /metrics (Prometheus).
 * Plain node:http: three fixed routes need no framework. Bound to loopback
 * by default; nothing in it is secret but the figures, so publish it only
 * to the monitoring network.
 */
@Injectable()
export class HealthServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HealthServer.name);
  private server: Server | undefined;

  constructor(
    private readonly health: WorkerHealth,
    private readonly metrics: WorkerMetrics,
    @Inject(ENV) private readonly env: Pick<WorkerEnv, 'WORKER_HEALTH_PORT' | 'WORKER_HEALTH_HOST'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.WORKER_HEALTH_PORT === 0) return;
    const server = createServer((request, response) => void this.answer(request, response));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.env.WORKER_HEALTH_PORT, this.env.WORKER_HEALTH_HOST, () => resolve());
      });
    } catch (error) {
      // The queues matter more than the probes: a second worker on one host (or a port
      // taken by something else) still sends the mails, and says why it has no probes.
      this.logger.error(
        `No health and metrics port: ${error instanceof Error ? error.message : String(error)} (set WORKER_HEALTH_PORT, 0 for none)`,
      );
      return;
    }
    this.server = server;
    const { address, port } = server.address() as AddressInfo;
    this.logger.log(`Health and metrics on http://${address}:${port} (/health/live, /health/ready, /metrics)`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return send(response, 405, 'application/json', '{"error":"GET only"}');
      if (path === '/health/live') return send(response, 200, 'application/json', '{"status":"ok"}');
      if (path === '/health/ready') {
        const readiness = await this.health.readiness();
        return send(response, readiness.status === 'error' ? 503 : 200, 'application/json', JSON.stringify(readiness));
      }
      if (path === '/metrics')
        return send(response, 200, this.metrics.registry.contentType, await this.metrics.registry.metrics());
      send(response, 404, 'application/json', '{"error":"not found"}');
    } catch (error) {
      this.logger.error(`${path ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
      send(response, 500, 'application/json', '{"error":"internal"}');
    }
  }
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
}
