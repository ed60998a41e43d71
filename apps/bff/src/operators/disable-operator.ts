// `npm run operator:disable -w @immo/bff -- --email ops@agency.be`: ends an
// operator's access at once (every session, any setup link). The account
// stays for the audit; `operator:create` with the same e-mail starts it over.
import { ZOperatorCreateSchema } from '@immo/domain';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { runDatabaseCommand } from '../database/database-command';
import { OperatorAccounts } from './operator-accounts';
import { OperatorAudit } from './operator-audit';
import { OperatorSessions } from './operator-sessions';

const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
const parsed = ZOperatorCreateSchema.pick({ email: true }).safeParse(values);
if (!parsed.success) {
  console.error('Usage: npm run operator:disable -- --email <address>');
  process.exit(2);
}

runDatabaseCommand(async (dataSource) => {
  const accounts = new OperatorAccounts(
    loadEnv(),
    dataSource,
    new OperatorSessions(dataSource),
    new OperatorAudit(dataSource),
  );
  const { email } = parsed.data;
  if (!(await accounts.disable(email))) throw new Error(`No operator has the e-mail address ${email}.`);
  return `Disabled operator <${email}>: logged out everywhere, no login until operator:create starts them over.`;
});
