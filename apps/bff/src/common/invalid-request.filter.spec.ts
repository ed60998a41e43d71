import { type ArgumentsHost, Logger } from '@nestjs/common';
import { InvalidRequestFilter } from './invalid-request.filter';
import { InvalidRequestException } from './zod-validation.pipe';

describe(InvalidRequestFilter.name, () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  function hostFor(reply: { status: jest.Mock; send: jest.Mock }): ArgumentsHost {
    const request = { method: 'GET', url: '/api/search?q=DROP%00TABLE', routeOptions: { url: '/api/search' } };
    const http = { getRequest: () => request, getResponse: () => reply };
    return { switchToHttp: () => http } as unknown as ArgumentsHost;
  }

  it('answers 400 with the issues and logs one warning line naming the route, not the value', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const reply = { status: jest.fn(), send: jest.fn() };
    reply.status.mockReturnValue(reply);
    new InvalidRequestFilter().catch(
      new InvalidRequestException([{ path: 'q', message: 'Expected text' }]),
      hostFor(reply),
    );
    expect(reply.status).toHaveBeenCalledWith(400);
    expect(reply.send).toHaveBeenCalledWith({
      code: 'INVALID_REQUEST',
      message: 'The request is invalid.',
      issues: [{ path: 'q', message: 'Expected text' }],
    });
    expect(warn.mock.calls).toEqual([['Rejected GET /api/search: q: Expected text']]);
  });
});
