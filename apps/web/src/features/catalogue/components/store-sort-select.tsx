import { STORE_SORTS, type TStoreSort } from '@vitrina/shared/projects/project-limits';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

/** The store's order, kept in the address (?sort=); '' is the default (relevance when searching, else newest). */
export function StoreSortSelect({
  value,
  searching,
  onChange,
}: {
  value: TStoreSort | '';
  searching: boolean;
  onChange: (sort: TStoreSort | '') => void;
}) {
  const { t } = useTranslation('catalogue');
  // Relevance only means something for a search; it is the default there, newest elsewhere.
  const options = STORE_SORTS.filter((sort) => sort !== 'relevance' && sort !== 'newest');
  return (
    <div className="w-full sm:w-64">
      <SelectField
        label={t('store.sort.label')}
        value={value}
        onChange={(event) => onChange(event.target.value as TStoreSort | '')}
      >
        <option value="">{searching ? t('store.sort.relevance') : t('store.sort.newest')}</option>
        {searching && <option value="newest">{t('store.sort.newest')}</option>}
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`store.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
