import { networkInterfaces } from 'node:os';

/** This machine's own IPv4 address on its network: a connection to it does not come over loopback. */
export function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;
}

const NO_ADDRESS = 'skipped: this machine has no IPv4 address besides loopback, so no request can come from elsewhere';

/**
 * A describe block that needs a peer other than loopback. On a machine with loopback only
 * (a container without a network) it is skipped, and says so: its title carries the reason
 * and the run prints it, instead of a silent "skipped".
 */
export function describeWithNetworkAddress(title: string, body: (address: string) => void): void {
  const address = networkAddress();
  if (address === undefined) {
    process.stderr.write(`${title}: ${NO_ADDRESS}\n`);
    describe.skip(`${title} (${NO_ADDRESS})`, () => body(''));
    return;
  }
  describe(title, () => body(address));
}
