import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type PageLabel = { label: string | null; setLabel: (label: string | null) => void };

const PageLabelContext = createContext<PageLabel>({ label: null, setLabel: () => undefined });

/** Lets a detail screen name itself (e.g. the supplier's name) in the header title and breadcrumb. */
export function PageLabelProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<string | null>(null);
  return <PageLabelContext.Provider value={{ label, setLabel }}>{children}</PageLabelContext.Provider>;
}

export function usePageLabel(): string | null {
  return useContext(PageLabelContext).label;
}

export function useSetPageLabel(label: string | null | undefined): void {
  const { setLabel } = useContext(PageLabelContext);
  useEffect(() => {
    setLabel(label ?? null);
    return () => setLabel(null);
  }, [label, setLabel]);
}
