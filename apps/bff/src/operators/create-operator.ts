// `npm run operator:create -w @immo/bff -- --email ops@agency.be --name "Ann" [--locale nl]`:
// creates a console operator, or starts an existing one over (new TOTP key,
// password cleared, sessions ended), and prints a single-use setup link valid
// 24 hours. Only the link leaves: the password is chosen and the TOTP key
// shown on the setup page, so neither stays in a terminal's history.
import { OPERATOR_SETUP_LINK_HOURS, ZOperatorCreateSchema } from '@immo/domain';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { runDatabaseCommand } from '../database/database-command';
import { OperatorAccounts } from './operator-accounts';
import { OperatorAudit } from './operator-audit';
import { OperatorSessions } from './operator-sessions';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' } },
  strict: true,
});
const parsed = ZOperatorCreateSchema.safeParse(values);
if (!parsed.success) {
  console.error(
    `Usage: npm run operator:create -- --email <address> --name <display name> [--locale en|nl|fr|de]\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );
  process.exit(2);
}

runDatabaseCommand(async (dataSource) => {
  const accounts = new OperatorAccounts(
    loadEnv(),
    dataSource,
    new OperatorSessions(dataSource),
    new OperatorAudit(dataSource),
  );
  const { email, name, locale } = parsed.data;
  const { id, created, setupLink } = await accounts.createOrReset(email, name, locale);
  return [
    `${created ? 'Created' : 'Started over'} operator ${id} <${email}>.`,
    `Setup link (single use, valid ${OPERATOR_SETUP_LINK_HOURS} h): open it to choose the password and add the authenticator app:`,
    setupLink,
  ].join('\n');
});
