import X from 'lucide-react/icons/x';
import { type ChangeEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByIds } from '../../../components/ui/char-counter';
import { cn } from '../../../components/ui/cn';
import { FieldShell } from '../../../components/ui/field';

interface ChipInputProps {
  /** Which list this is: picks the texts ('tags' or 'keywords'). */
  kind: 'tags' | 'keywords';
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  value: string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  max: number;
  /** Longest term accepted. */
  maxLength: number;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
}

/** Terms as the schema keeps them: trimmed and lower-cased. */
const normalise = (term: string) => term.trim().toLowerCase();

/**
 * A list of short terms typed as chips: Enter or a comma adds what was typed, Backspace in the
 * empty input removes the last one, and each chip has its own remove button.
 */
export function ChipInput({
  kind,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  onBlur,
  max,
  maxLength,
  placeholder,
  inputRef,
  name,
}: ChipInputProps) {
  const { t } = useTranslation('project-form');
  const id = useId();
  const countId = `${id}-count`;
  const [draft, setDraft] = useState('');
  // What happened last, for screen readers (added, removed) and on screen (repeated, full).
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState('');

  const add = (raw: string) => {
    const next = [...value];
    let lastNotice = '';
    const added: string[] = [];
    for (const term of raw.split(',').map(normalise).filter(Boolean)) {
      if (next.includes(term)) lastNotice = t(`chips.${kind}.duplicate`, { term });
      else if (next.length >= max) lastNotice = t(`chips.${kind}.full`, { max });
      else {
        next.push(term.slice(0, maxLength));
        added.push(term);
      }
    }
    setNotice(lastNotice);
    if (added.length > 0) {
      onChange(next);
      setAnnouncement(t(`chips.${kind}.added`, { term: added.join(', '), count: next.length, max }));
    } else if (lastNotice) {
      setAnnouncement(lastNotice);
    }
  };

  const remove = (index: number) => {
    const term = value[index];
    onChange(value.filter((_, i) => i !== index));
    setNotice('');
    setAnnouncement(t(`chips.${kind}.removed`, { term, count: value.length - 1, max }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the whole form; here it only adds the term.
      event.preventDefault();
      add(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    // A pasted 'a, b, c' becomes chips at once; what follows the last comma stays typed.
    if (text.includes(',')) {
      const cut = text.lastIndexOf(',');
      add(text.slice(0, cut));
      setDraft(text.slice(cut + 1).trimStart());
    } else {
      setDraft(text);
    }
  };

  const focusInput = (element: HTMLElement | null) =>
    element?.closest('[data-chip-box]')?.querySelector<HTMLInputElement>('input')?.focus();

  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelAside={
        <span id={countId} className="text-xs tabular-nums text-slate-600">
          <span className="sr-only">{t(`chips.${kind}.countLabel`)} </span>
          {value.length}/{max}
        </span>
      }
    >
      <div
        data-chip-box
        className={cn(
          'flex min-h-11 flex-wrap items-center gap-1.5 rounded-xl border bg-white px-2 py-1.5 shadow-sm transition-colors focus-within:ring-4',
          error
            ? 'border-red-500 focus-within:border-red-600 focus-within:ring-red-500/20'
            : 'border-slate-300 hover:border-slate-400 focus-within:border-indigo-600 focus-within:ring-indigo-600/20',
        )}
      >
        {value.length > 0 && (
          <ul aria-label={t(`chips.${kind}.listLabel`)} className="contents">
            {value.map((term, index) => (
              <li
                key={term}
                className="inline-flex max-w-full items-center gap-1 rounded-lg bg-indigo-50 py-0.5 pr-0.5 pl-2.5 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
              >
                <span className="truncate">{term}</span>
                <button
                  type="button"
                  onClick={(event) => {
                    focusInput(event.currentTarget);
                    remove(index);
                  }}
                  aria-label={t(`chips.${kind}.remove`, { term })}
                  className="flex size-7 shrink-0 items-center justify-center rounded-md text-indigo-700 hover:bg-indigo-100 hover:text-indigo-900"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={id}
          name={name}
          value={draft}
          onChange={onInputChange}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim()) add(draft);
            setDraft('');
            onBlur();
          }}
          maxLength={maxLength}
          placeholder={value.length === 0 ? placeholder : undefined}
          autoComplete="off"
          autoCapitalize="none"
          enterKeyHint="enter"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(id, hint, error, countId)}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-sm"
        />
      </div>
      {/* Shown for the eyes; the live region below says the same to screen readers. */}
      {notice && (
        <p className="text-xs font-medium text-amber-800" aria-hidden="true">
          {notice}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </FieldShell>
  );
}
