import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/use-document-title';

interface GuardCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
  tone?: 'indigo' | 'amber' | 'red';
}

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
} as const;

/** The card a guard shows instead of a screen the person may not open. */
export function GuardCard({ icon, title, children, action, tone = 'indigo' }: GuardCardProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full p-8 text-center sm:p-10">
        <div
          className={`mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl ring-1 ${TONES[tone]}`}
        >
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 text-pretty text-base leading-relaxed text-slate-600">{children}</div>
        <div className="mt-8 flex justify-center">{action}</div>
      </Card>
    </div>
  );
}
