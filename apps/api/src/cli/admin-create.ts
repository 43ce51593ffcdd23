// `npm run admin:create` (compiled: `node apps/api/dist/admin-create.js`): makes a building manager on
// the database the server is configured with, migrating it first if need be: the first way in to an
// installation without demo data (decision 0068). At a terminal it asks for what no flag gave, the
// password twice without showing it; a script gives --login-id and --email and sends the password as
// one line with --password-stdin. Texts follow the console's locale (LANG): Korean unless it is English.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { normalizeLang } from '@tea/i18n';
import { pino } from 'pino';
import { createClock } from '../clock.js';
import { translator } from '../i18n.js';
import { createAdministrator } from '../modules/accounts/administrator.service.js';
import { consoleConfig, openPreparedDatabase } from './console.js';
import { askHidden, readOneLine } from './prompts.js';

const USAGE = 'npm run admin:create -- [--login-id <id>] [--email <address>] [--name <name>] [--password-stdin]';
/** Each field as the command names it, for its messages. */
const FIELD_NAMES = {
  loginId: '--login-id',
  email: '--email',
  name: '--name',
  password: 'password',
  passwordConfirm: 'password',
};

let flags;
try {
  ({ values: flags } = parseArgs({
    options: {
      'login-id': { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string', default: '관리자' },
      'password-stdin': { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const lang = normalizeLang((process.env.LC_ALL || process.env.LANG || '').slice(0, 2));
const t = translator(lang);
const config = consoleConfig();
const scripted = flags['password-stdin'];
if (scripted ? !flags['login-id'] || !flags.email : !process.stdin.isTTY) {
  console.error(t('admin:adminCreate.needsTerminal', { flags: ['--login-id', '--email'].join(', ') }));
  process.exit(2);
}

let input;
if (!scripted) {
  console.log(t('admin:adminCreate.intro'));
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  const loginId = flags['login-id'] ?? (await lines.question(t('admin:adminCreate.loginId')));
  const email = flags.email ?? (await lines.question(t('admin:adminCreate.email')));
  lines.close();
  const password = await askHidden(t('admin:adminCreate.password'));
  const passwordConfirm = await askHidden(t('admin:adminCreate.passwordConfirm'));
  input = { loginId, email, name: flags.name, password, passwordConfirm };
} else {
  const password = await readOneLine(process.stdin);
  input = { loginId: flags['login-id']!, email: flags.email!, name: flags.name, password, passwordConfirm: password };
}

// Quiet unless something is wrong: this is a conversation, not a server's log.
const database = await openPreparedDatabase(config, pino({ level: 'warn' }, pino.destination(2)));
let result;
try {
  result = await createAdministrator(database.db, input, { lang, now: createClock(config.TEST_CLOCK_START).now() });
} finally {
  await database.close();
}
if ('problems' in result) {
  console.error(t('admin:adminCreate.refused'));
  for (const [field, message] of Object.entries(result.problems))
    console.error(`  ${FIELD_NAMES[field as keyof typeof FIELD_NAMES]}: ${message}`);
  process.exit(1);
}
console.log(t('admin:adminCreate.created', { loginId: input.loginId.trim() }));
