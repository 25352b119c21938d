import { useTranslation } from 'react-i18next';
import { cn } from './cn';

interface CharCounterProps {
  id: string;
  length: number;
  max: number;
}

/** '120/150' next to a label; read with the field (aria-describedby), never announced on each key. */
export function CharCounter({ id, length, max }: CharCounterProps) {
  const { t } = useTranslation();
  return (
    <span
      id={id}
      className={cn('text-xs tabular-nums', length > max ? 'font-semibold text-red-700' : 'text-slate-600')}
    >
      {length}/{max}
      <span className="sr-only"> {t('counter.characters')}</span>
    </span>
  );
}

/** aria-describedby of a control: its error (or hint) first, then any extra ids such as a counter. */
export function describedByIds(id: string, hint: unknown, error: string | undefined, ...extra: string[]) {
  const ids = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null, ...extra].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
