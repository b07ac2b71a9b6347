/** `pnpm admin:create --name N --password P --role admin|agent|shipper|accountant|traffic_admin` */
import { parseArgs } from 'node:util';
import { CreateStaffUserInput, fieldErrorsOf, STAFF_ROLES } from '@vigor/shared';
import { prepareDatabase } from './prepare-database.ts';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
});
const input = CreateStaffUserInput.safeParse({
  nom: values.name,
  password: values.password,
  role: values.role,
});
if (!input.success) {
  console.error(`Usage: pnpm admin:create --name NAME --password PASSWORD --role ${STAFF_ROLES.join('|')}`);
  for (const [field, messages] of Object.entries(fieldErrorsOf(input.error, 'input')))
    console.error(`  ${field}: ${messages.join(', ')}`);
  process.exit(2);
}

const database = await prepareDatabase({ demo: 'never' });
const { createStaffUser } = await import('../modules/users/users.service.ts');
const { prisma } = await import('../lib/prisma.ts');
try {
  const user = await createStaffUser(input.data);
  console.log(`Created ${user.role} "${user.nom}" (id ${user.id}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await database.stop();
}
