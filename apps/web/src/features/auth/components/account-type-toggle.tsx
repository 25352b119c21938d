import type { TRole } from '@vitrina/shared/auth/roles';
import Code from 'lucide-react/icons/code';
import User from 'lucide-react/icons/user';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/ui/segmented-control';

/** Who signs up or in here: administrators have their own page. */
export type TAccountType = Exclude<TRole, 'admin'>;

interface AccountTypeToggleProps {
  value: TAccountType;
  onChange: (value: TAccountType) => void;
  disabled?: boolean;
}

/** Usuario / Desarrollador: which kind of account to log in to or create. */
export function AccountTypeToggle({ value, onChange, disabled }: AccountTypeToggleProps) {
  const { t } = useTranslation('auth');
  return (
    <SegmentedControl
      legend={t('accountType.legend')}
      name="account-type"
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={[
        { value: 'user', label: t('accountType.user'), icon: <User className="size-4" aria-hidden="true" /> },
        {
          value: 'developer',
          label: t('accountType.developer'),
          icon: <Code className="size-4" aria-hidden="true" />,
        },
      ]}
    />
  );
}
