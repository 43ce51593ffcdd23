/**
 * Who may call a route (its `config.access`, or a plugin's `scopeAccess`), by the role lists many
 * modules name: one definition each instead of a copy in every routes file.
 */

/** The back office: only the building office may call the route. */
export const OFFICE = ['building_manager'] as const;

/** The people of a tenant company, its members and its managers: the building office is not one of them. */
export const TENANTS = ['member', 'tenant_manager'] as const;
