import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Page backgrounds: archived records are shown on a warm grey so nobody mistakes them for live ones. */
export const PAGE_BACKGROUND = '#f4f6f8';
export const ARCHIVE_BACKGROUND = '#e8e0d2';

type ArchiveTheme = { archived: boolean; setArchived: (archived: boolean) => void };

const ArchiveThemeContext = createContext<ArchiveTheme | null>(null);

/**
 * Holds the archive theme of the admin layout (spec 1 §2.7). It switches back off whenever `resetKey`
 * (the page address) changes, so a page that turned it on never leaves it on for the next one.
 */
export function ArchiveThemeProvider({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const [archived, setArchived] = useState(false);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Reset during render, before the new page's effects run, so the new page may switch it on again.
    setKey(resetKey);
    setArchived(false);
  }
  const value = useMemo(() => ({ archived, setArchived }), [archived]);
  return <ArchiveThemeContext value={value}>{children}</ArchiveThemeContext>;
}

/** `const { setArchived } = useArchiveTheme(); setArchived(true)` gives the layout the archive background. */
export function useArchiveTheme(): ArchiveTheme {
  const theme = useContext(ArchiveThemeContext);
  if (!theme) throw new Error('useArchiveTheme needs the admin layout');
  return theme;
}
