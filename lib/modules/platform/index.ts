import { defineModule } from '@/lib/engine/module';
import { permissionsResource, rolesResource } from './roles';
import { usersResource } from './users';

/** Who signs in and what each may do. */
export const platformModule = defineModule({
  name: 'platform',
  resources: [usersResource],
  // A role's rights are given in the sections every module declares.
  composed: ({ sections }) => [rolesResource(sections), permissionsResource(sections)],
  permissions: ['user', 'role'],
});
