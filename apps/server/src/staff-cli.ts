import { parseArgs } from 'node:util';

import { withDatabase } from './cli-database.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import { createPiiCipher } from './lib/crypto/pii.ts';
import { createClock } from './lib/clock.ts';
import {
  addStaffMember,
  disableStaffMember,
  generatePassword,
  parseRoles,
  StaffAdminError,
} from './modules/staff/staff-admin.ts';

/**
 * Staff accounts for the back office, made on the server by an operator (docs/operations.md):
 *   node apps/server/dist/staff-cli.js add --email a@lender.in --name "A Person" --roles underwriter
 *   node apps/server/dist/staff-cli.js disable --email a@lender.in
 * The password comes from STAFF_PASSWORD, or one is generated; it and the TOTP secret are printed
 * once, here, and never logged. With the embedded database the server must be stopped first.
 */
const usage = `Usage:
  staff-cli add --email <e-mail> --name <name> --roles <underwriter,operations,admin>
  staff-cli disable --email <e-mail>`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string' } },
  });
  const [command] = positionals;
  if (command === 'add' && values.email && values.name && values.roles) {
    const roles = parseRoles(values.roles);
    const given = process.env.STAFF_PASSWORD;
    const password = given ?? generatePassword();
    const env = parseEnv(process.env);
    const secrets = await loadSecrets(env);
    const added = await withDatabase(({ db }) =>
      addStaffMember(
        { db, cipher: createPiiCipher(secrets.piiEncryptionKey), clock: createClock(0) },
        { email: values.email!, name: values.name!, roles, password },
      ),
    );
    process.stdout.write(
      [
        `Added ${values.email} (${roles.join(', ')}).`,
        given ? 'Password: as given in STAFF_PASSWORD.' : `Password: ${password}`,
        `TOTP secret: ${added.totpSecret}`,
        `Authenticator URI: ${added.otpauthUri}`,
        'Hand these over in person; they are not shown again.',
        '',
      ].join('\n'),
    );
    return;
  }
  if (command === 'disable' && values.email) {
    await withDatabase(({ db }) => disableStaffMember({ db, clock: createClock(0) }, values.email!));
    process.stdout.write(`Disabled ${values.email}; their sessions have ended.\n`);
    return;
  }
  throw new StaffAdminError(usage);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof StaffAdminError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exit(1);
});
