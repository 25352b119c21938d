import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useState } from 'react';
import { type FieldError, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';
import { errorMessageOf } from '../utils/error-message-of';
import type { TProjectFormValues } from './project-form-values';
import { UrlThumbnail } from './url-thumbnail';

const MAX = PROJECT_LIMITS.screenshotsMax;
const inputId = (index: number) => `field-screenshots-${index}`;

/** Up to five screenshot addresses, each with its own input, preview and remove button. */
export function ScreenshotList() {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const { control } = useFormContext<TProjectFormValues>();
  const { field, fieldState } = useController({ control, name: 'screenshots' });
  const shots = field.value ?? [];
  // After adding or removing a row, focus goes where the person expects it (not lost on <body>).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const itemErrors = (fieldState.error ?? []) as unknown as Array<FieldError | undefined>;
  const listError = Array.isArray(fieldState.error) ? undefined : errorMessageOf(fieldState.error);

  const update = (next: string[]) => field.onChange(next);
  const add = () => {
    if (shots.length >= MAX) return;
    update([...shots, '']);
    setFocusTarget(inputId(shots.length));
  };
  const remove = (index: number) => {
    update(shots.filter((_, i) => i !== index));
    const remaining = shots.length - 1;
    setFocusTarget(remaining === 0 ? 'add-screenshot' : inputId(Math.min(index, remaining - 1)));
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby="screenshots-hint">
      {/* The legend must be the fieldset's first child to name it; it carries the count too. */}
      <legend className="flex w-full items-baseline justify-between gap-2 text-sm font-medium text-slate-800">
        <span>{t('fields.screenshots.label')}</span>
        <span className="text-xs font-normal tabular-nums text-slate-600">
          <span aria-hidden="true">
            {shots.length}/{MAX}
          </span>
          <span className="sr-only">{t('fields.screenshots.count', { count: shots.length, max: MAX })}</span>
        </span>
      </legend>
      <p id="screenshots-hint" className="-mt-1.5 text-xs text-slate-600">
        {t('fields.screenshots.hint', { max: MAX })}
      </p>
      {shots.length > 0 && (
        <ol className="space-y-3">
          {shots.map((shot, index) => {
            const id = inputId(index);
            const error = messageText(
              Array.isArray(fieldState.error) ? itemErrors[index]?.message : undefined,
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are addressed by position, like their field names
              <li key={index} className="flex items-start gap-2 sm:gap-3">
                <UrlThumbnail src={shot} className="size-11" />
                <div className="min-w-0 flex-1 space-y-1.5">
                  <label htmlFor={id} className="sr-only">
                    {t('fields.screenshots.item', { number: index + 1 })}
                  </label>
                  <input
                    id={id}
                    type="url"
                    inputMode="url"
                    spellCheck={false}
                    autoComplete="off"
                    maxLength={PROJECT_LIMITS.urlMax}
                    placeholder={t('fields.screenshots.placeholder')}
                    value={shot}
                    onChange={(event) => update(shots.map((s, i) => (i === index ? event.target.value : s)))}
                    onBlur={field.onBlur}
                    className={inputClasses(!!error)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                      {error}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  className="size-11 shrink-0 px-0"
                  onClick={() => remove(index)}
                  aria-label={t('fields.screenshots.remove', { number: index + 1 })}
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                />
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className="text-sm font-medium text-red-700">{messageText(listError)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id="add-screenshot"
          variant="secondary"
          size="sm"
          onClick={add}
          disabled={shots.length >= MAX}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          {t('fields.screenshots.add')}
        </Button>
        {shots.length >= MAX && (
          <p className="text-xs text-slate-600">{t('fields.screenshots.full', { max: MAX })}</p>
        )}
      </div>
    </fieldset>
  );
}
