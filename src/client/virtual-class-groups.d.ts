/** The app's Tailwind classes by group, made at build time (scripts/lib/class-groups.ts). */
declare module 'virtual:class-groups' {
  /**
   * Groups separated by '|', each group's classes by spaces, after a prefix they share and
   * '~' when they do (`px-~2 4`); a group's id is its position.
   */
  export const GROUPS: string;
  /** For each group (same order), the ids of the groups it overrides, by spaces. */
  export const OVERRIDES: string;
}
