import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { rememberRouteTemplate, requestLogOptions } from './request-log-options';

/** One request through pino-http with the BFF's options; the JSON lines it wrote. */
function logOne(url: string, headers: Record<string, string>, status: number): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const request = new IncomingMessage(new Socket());
  Object.assign(request, { method: 'POST', url, headers });
  const response = new ServerResponse(request);
  pinoHttp(requestLogOptions('info', stream))(request, response);
  rememberRouteTemplate(request, '/api/forms/:kind');
  response.writeHead(status);
  response.emit('finish');
  return lines;
}

describe(requestLogOptions.name, () => {
  it('writes one line: method, route template, status, duration and request id, and nothing personal', () => {
    const secretHeaders = {
      'x-request-id': 'web-7',
      cookie: 'immo_owner=secret',
      authorization: 'Basic c2VjcmV0',
      'x-forwarded-for': '203.0.113.9',
    };
    const lines = logOne('/api/forms/site-contact?email=anne@example.be', secretHeaders, 201);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId: 'web-7',
      req: { method: 'POST' },
      route: '/api/forms/:kind',
      res: { statusCode: 201 },
      msg: 'POST /api/forms/:kind 201',
    });
    expect(lines[0]).toHaveProperty('durationMs');
    const text = JSON.stringify(lines);
    for (const leak of ['secret', 'c2VjcmV0', 'anne@example.be', '203.0.113.9']) expect(text).not.toContain(leak);
  });

  it('logs client errors as warnings and server errors as errors', () => {
    expect(logOne('/api/forms/x', {}, 400)[0]).toMatchObject({ level: 40 });
    expect(logOne('/api/forms/x', {}, 503)[0]).toMatchObject({ level: 50 });
  });

  it('skips the probes and the scrapes', () => {
    for (const url of ['/api/health', '/api/health/ready', '/api/health/live', '/api/metrics'])
      expect(logOne(url, {}, 200)).toEqual([]);
  });
});
