import { areaTexts } from '@/lib/area-texts';

/**
 * The role area's texts. Spec 000 names the screens (Role List, Create Role, Edit Role, Role Details) and the
 * shared "There's no anything changed"; the rest follow the other areas' wording (docs/decisions/0076).
 */
export const roleMessages = {
  ...areaTexts('Role', 'roles'),
  unknownKey: 'Unknown permission key',
  nameTaken: 'A role with this name already exists.',
  builtInKeepsRole: 'The built-in administrator role always keeps Account › Role (account-role).',
  builtInNoDelete: 'The built-in administrator role cannot be deleted.',
  hasMembers: (n: number) => `This role has ${n} ${n === 1 ? 'member' : 'members'}. Move them to another role before deleting it.`,
  moveTargetMissing: 'The role to move the members to does not exist.',
  moveTargetSelf: 'Choose another role to move the members to.',
} as const;
