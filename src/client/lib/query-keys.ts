/**
 * Query keys more than one feature touches (features never import each other). The
 * signed-in user is read by the auth feature and updated by profile saves.
 */
export const currentUserQueryKey = ['auth', 'user'] as const;
