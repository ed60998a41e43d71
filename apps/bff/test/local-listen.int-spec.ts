// The BFF as `npm start` runs it listens on this machine only (issue 23): on
// every interface, anyone on the network could mint captcha answers, extend an
// owner's token or lift the rate limits with a local run's secrets.
import { startBff } from './support/bff-process';
import { describeWithNetworkAddress } from './support/network-address';
import { freePort } from './support/redis-server';

describeWithNetworkAddress('the BFF started without BFF_HOST', (address) => {
  it('answers on 127.0.0.1 and refuses connections to the machine’s network address', async () => {
    const port = await freePort();
    // Empty counts as unset: the default decides, whatever the shell running the tests has.
    const bff = await startBff(port, { BFF_HOST: '' });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
      const outside = await fetch(`http://${address}:${port}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
        (response) => `answered ${response.status}`,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
      );
      expect(outside).toBe('ECONNREFUSED');
    } finally {
      await bff.stop();
    }
  });
});
