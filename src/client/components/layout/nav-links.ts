export interface NavItem {
  to: string;
  label: string;
  /** Shown after the label in a lighter weight (the NQW item reads 'NQW / WIFE'). */
  sublabel?: string;
}

/** Spec §2 header: LIFE (/), UP (portal when signed in, else become-creator), NQW/WIFE (/nqw). */
export function primaryNav(isAuthenticated: boolean): NavItem[] {
  return [
    { to: '/', label: 'LIFE' },
    { to: isAuthenticated ? '/creator-portal' : '/become-creator', label: 'UP' },
    { to: '/nqw', label: 'NQW', sublabel: 'WIFE' },
  ];
}
