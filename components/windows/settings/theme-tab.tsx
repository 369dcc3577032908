'use client';

import { LookAndFeel } from './look-and-feel';

/** Theme: the person's own look and feel (each person chooses theirs). */
export default function ThemeTab() {
  return <LookAndFeel />;
}
