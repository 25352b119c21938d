import { isCategory } from '@vitrina/shared/projects/categories';
import { isImageUrl } from '@vitrina/shared/projects/project-urls';
import ImageIcon from 'lucide-react/icons/image';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/money-format';
import { isShowablePrice } from '../utils/price';
import type { TProjectFormValues } from './project-form-values';

/** How the app's card will look in the store, redrawn as the form is filled in. */
export function StorePreviewCard() {
  const { t } = useTranslation('project-form');
  const { t: tc } = useTranslation();
  const { control } = useFormContext<TProjectFormValues>();
  const [name, shortDescription, price, mainImage, category, payWhatYouWant] = useWatch({
    control,
    name: ['name', 'shortDescription', 'price', 'mainImage', 'category', 'payWhatYouWant'],
  });
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const image = mainImage?.trim() ?? '';
  const showImage = image !== '' && isImageUrl(image) && failedImage !== image;
  // As the store's card says it: 'Desde $3,00' for pay what you want ('Paga lo que quieras' from 0).
  const priceText = !isShowablePrice(price)
    ? t('preview.noPrice')
    : payWhatYouWant
      ? price === 0
        ? t('preview.payWhatYouWant')
        : t('preview.from', { price: formatUsd(price) })
      : price === 0
        ? t('preview.free')
        : formatUsd(price);

  return (
    <section aria-labelledby="store-preview-title" className="space-y-3">
      <div>
        <h2 id="store-preview-title" className="text-sm font-semibold text-slate-900">
          {t('preview.title')}
        </h2>
        <p className="text-xs text-slate-600">{t('preview.text')}</p>
      </div>
      {/* A picture of a card, not a working one: its parts are not links or buttons. */}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex aspect-video items-center justify-center bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-400">
          {showImage ? (
            <img
              src={image}
              alt=""
              className="size-full object-cover"
              onError={() => setFailedImage(image)}
            />
          ) : (
            <ImageIcon className="size-10" aria-hidden="true" />
          )}
        </div>
        <div className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="line-clamp-2 min-w-0 font-semibold text-slate-900 wrap-anywhere">
              {name?.trim() || t('preview.namePlaceholder')}
            </p>
            <p className="shrink-0 font-bold text-indigo-700 tabular-nums">{priceText}</p>
          </div>
          <p className="line-clamp-2 text-sm text-slate-600 wrap-anywhere">
            {shortDescription?.trim() || t('preview.shortDescriptionPlaceholder')}
          </p>
          <p>
            <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {category && isCategory(category) ? tc(`categories.${category}`) : t('preview.noCategory')}
            </span>
          </p>
          <p
            className="mt-1 rounded-xl bg-indigo-600 px-3 py-2 text-center text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {t('preview.details')}
          </p>
        </div>
      </div>
    </section>
  );
}
