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
  hubs: [
    // Users (gem 89): who signs in, and the roles that say what each may do.
    { tabs: ['users', 'roles', 'permissions'] },
  ],
  // A role's rights are a grid of sections and rights.
  windows: { users: { width: 1100 }, roles: { form: 'role' } },
  terms: {
    user: { en: ['User', 'Users', 'a'], es: ['Usuario', 'Usuarios', 'un'] },
    permission: { en: ['Permission', 'Permissions', 'a'], es: ['Permiso', 'Permisos', 'un'] },
    role: { en: ['Role', 'Roles', 'a'], es: ['Rol', 'Roles', 'un'] },
  },
});
