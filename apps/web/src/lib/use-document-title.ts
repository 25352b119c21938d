import { useEffect } from 'react';

/** Sets the tab title to "<page> · Vitrina" while the screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Vitrina` : 'Vitrina';
  }, [title]);
}
